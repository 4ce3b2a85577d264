extension PreviewPage {
    /// The tab's icon: a key cap.
    static let iconSource = #"""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
          <rect x="2" y="5" width="28" height="24" rx="6" fill="#8a8f98"/>
          <rect x="2" y="3" width="28" height="23" rx="6" fill="#ffffff" stroke="#8a8f98" stroke-width="1.5"/>
          <text x="16" y="20" font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="14" font-weight="600" text-anchor="middle" fill="#1c1c1e">K</text>
        </svg>
        """#
}

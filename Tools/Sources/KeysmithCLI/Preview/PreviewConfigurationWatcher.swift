import Foundation
import ServiceLifecycle

/// Watches the configuration folder and publishes a new configuration after each change.
///
/// It polls the folder's JSON files every `interval` (their sizes and modification times, which is
/// cheap) and reloads only when something changed, so a saved file shows within about
/// `interval` plus the time it takes to lint and load the folder. It compares with the folder as it
/// was when the feed's configuration was loaded, so a file saved before the watching starts is
/// published too.
struct PreviewConfigurationWatcher: Service {
    let folder: URL
    let loader: PreviewConfigurationLoader
    let feed: PreviewConfigurationFeed
    /// The folder's files as they were when the feed's current configuration was loaded from them.
    let loadedFolder: FolderFingerprint
    var interval: Duration = .milliseconds(250)

    /// Polls until the service group shuts down or the task is cancelled.
    func run() async {
        var loader = self.loader
        var fingerprint = loadedFolder
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            try? await Task.sleep(for: interval)
            let now = FolderFingerprint(folder: folder)
            guard now != fingerprint else { continue }
            fingerprint = now
            if let next = loader.load(after: await feed.current) {
                await feed.publish(next)
            }
        }
    }
}

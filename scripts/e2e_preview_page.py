"""The preview page in Chromium for the checks of scripts/e2e_preview.py: the `Page` with the gestures
they need, and helpers that find and click what the keyboard's picture draws."""

from e2e_preview_server import CheckFailed

WAIT = 10  # seconds for any one thing to show on the page


class Page:
    """The preview page in Chromium, with the few gestures the checks need."""

    def __init__(self, driver, url):
        from selenium.webdriver.support.ui import WebDriverWait
        self.driver = driver
        self.url = url
        self.WebDriverWait = WebDriverWait

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def wait(self, description, condition, timeout=WAIT):
        """Waits until `condition()` is truthy and returns its value."""
        from selenium.common.exceptions import TimeoutException
        try:
            return self.WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(lambda _: condition())
        except TimeoutException:
            raise CheckFailed(f"timed out after {timeout} s waiting for {description}") from None

    def text(self):
        return self.js("return document.getElementById('field').textContent;")

    def selection(self):
        return self.js("const f = document.getElementById('field'); return [Number(f.dataset.selectionStart), Number(f.dataset.selectionEnd)];")

    def key_titles(self):
        return self.js("return [...document.querySelectorAll('#picture g.key > title')].map(t => t.textContent);")

    def key_centre(self, title):
        """The centre of the key whose accessibility title is `title`, in viewport pixels, or None."""
        return self.js("""
            const key = [...document.querySelectorAll('#picture g.key')]
                .find(g => g.querySelector('title')?.textContent === arguments[0]);
            if (!key) return null;
            key.scrollIntoView({block: 'nearest', inline: 'nearest'});
            const box = key.getBoundingClientRect();
            return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
        """, title)

    def click_key(self, title):
        centre = self.wait(f"a key titled {title!r} (keys shown: {self.key_titles()})", lambda: self.key_centre(title))
        from selenium.webdriver.common.action_chains import ActionChains
        actions = ActionChains(self.driver)
        actions.w3c_actions.pointer_action.move_to_location(centre[0], centre[1])
        actions.w3c_actions.pointer_action.pointer_down()
        actions.w3c_actions.pointer_action.pause(0.03)
        actions.w3c_actions.pointer_action.pointer_up()
        actions.perform()

    def type_by_clicking(self, phrase, shift="Shift", space="space"):
        """Types `phrase` by clicking keys: shift for a capital, the numbers layout for digits and
        punctuation, waiting for each character to reach the field. `shift` and `space` are the
        titles of those keys, which follow the keyboard's language."""
        typed = self.text()
        for character in phrase:
            title = space if character == " " else character
            for _ in range(4):
                titles = self.wait("the keyboard", self.key_titles)
                if title in titles:
                    break
                if character.isalpha() and character.swapcase() in titles:
                    self.click_key(shift)
                    self.wait(f"the key {title!r} after shift", lambda: title in self.key_titles())
                    break
                switch = "Numbers" if "Numbers" in titles else "Letters"
                self.click_key(switch)
                self.wait(f"another layout after {switch}", lambda: self.key_titles() != titles)
            self.click_key(title)
            typed += character
            self.wait(f"the field to read {typed!r} (it reads {self.text()!r})", lambda: self.text() == typed)

    def choose(self, control, value):
        from selenium.webdriver.support.ui import Select
        Select(self.driver.find_element("id", control)).select_by_value(value)
        self.wait(f"{control} to be {value}", lambda: self.js(f"return document.getElementById('{control}').value;") == value)

    def svg_attribute(self, name):
        return self.js(f"const svg = document.querySelector('#picture svg'); return svg ? svg.getAttribute('{name}') : null;")

    def background(self):
        return self.js("const rect = document.querySelector('#picture svg > rect'); return rect ? rect.getAttribute('fill') : null;")

    def diagnostics(self):
        return self.js("return [...document.querySelectorAll('#diagnostics li')].map(li => li.textContent);")

    def config_status(self):
        return self.js("return document.getElementById('config-status').dataset.status;")


# MARK: The picture


def click_at(page, centre):
    from selenium.webdriver.common.action_chains import ActionChains
    actions = ActionChains(page.driver)
    actions.w3c_actions.pointer_action.move_to_location(centre[0], centre[1])
    actions.w3c_actions.pointer_action.pointer_down()
    actions.w3c_actions.pointer_action.pause(0.03)
    actions.w3c_actions.pointer_action.pointer_up()
    actions.perform()


def svg_centre(page, selector, title):
    """The centre of the first element of the picture matching `selector` whose <title> (or text) is
    `title`, in viewport pixels, or None."""
    return page.js("""
        const element = [...document.querySelectorAll('#picture ' + arguments[0])]
            .find(e => (e.querySelector('title')?.textContent ?? e.textContent) === arguments[1]);
        if (!element) return null;
        element.scrollIntoView({block: 'nearest', inline: 'nearest'});
        const box = element.getBoundingClientRect();
        return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
    """, selector, title)


def click_svg(page, selector, title):
    centre = page.wait(f"{selector} {title!r} in the picture", lambda: svg_centre(page, selector, title))
    click_at(page, centre)


def suggestion_titles(page):
    """The suggestions in the bar, as their <title>s say, or [] when the slot shows something else."""
    return page.js("return [...document.querySelectorAll('#picture g.suggestion > title')].map(t => t.textContent);")


def effect_log(page):
    return page.js("return [...document.querySelectorAll('#effects li')].map(li => li.textContent);")

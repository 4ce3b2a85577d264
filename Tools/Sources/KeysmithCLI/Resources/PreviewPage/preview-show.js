"use strict";
// Keysmith preview: what the server sends, drawn into the page (docs/preview-protocol.md). preview.js
// connects, sends the server every gesture and hands each message it receives to these functions.

/** The functions that show the server's messages in the page's elements (`ui`, as preview.js finds
 *  them), with the little state that showing needs. */
window.keysmithPreviewShow = (ui) => {
  const EFFECTS_SHOWN = 12;
  const LEARNED_SHOWN = 5;

  let settingsShown = null; // chosen again once a config message fills the choices
  let messageTimer = null;

  function fillSelect(select, choices) {
    const value = select.value;
    select.replaceChildren(...choices.map((choice) => {
      const option = document.createElement("option");
      option.value = choice.value;
      option.textContent = choice.label;
      return option;
    }));
    if (choices.some((choice) => choice.value === value)) select.value = value;
  }

  function showChoices(choices) {
    fillSelect(ui.controls.device, choices.devices);
    fillSelect(ui.controls.appearance, choices.appearances);
    fillSelect(ui.controls.keyboardType, choices.keyboardTypes);
    fillSelect(ui.controls.returnKeyType, choices.returnKeyTypes);
  }

  /** Whether the session suggests at all (false with `--no-suggestions`). */
  let suggestionsOn = true;

  /** Without suggestions (`keysmith preview --no-suggestions`) the field's autocorrection
   *  setting changes nothing, so its control is disabled. */
  function showSuggestions(on) {
    suggestionsOn = on;
    ui.controls.autocorrection.disabled = !on;
    ui.autocorrectionLabel.title = on ? "" : "keysmith preview was started with --no-suggestions";
  }

  function showSettings(settings) {
    settingsShown = settings;
    ui.controls.device.value = settings.device;
    ui.controls.appearance.value = settings.appearance;
    ui.controls.keyboardType.value = settings.keyboardType;
    ui.controls.returnKeyType.value = settings.returnKeyType;
    if (settings.theme !== undefined) ui.controls.theme.value = settings.theme;
    if (settings.language !== undefined) ui.controls.language.value = settings.language;
    ui.controls.globe.checked = settings.globe;
    if (settings.autocorrection !== undefined) ui.controls.autocorrection.checked = settings.autocorrection;
    ui.frame.dataset.device = settings.device;
    ui.frame.dataset.appearance = settings.appearance;
  }

  const STATUS_TEXT = {
    current: "The keyboard is what the files say.",
    lastGood: "The files have errors: the keyboard shown is the last one that loaded.",
    embeddedDefaults: "The files have not loaded yet: the keyboard shown is the embedded set.",
  };

  function showConfig(config) {
    fillSelect(ui.controls.theme, config.themes.map((name) => ({ value: name, label: name })));
    // The keyboard's languages, or, for a keyboard of one language, the embedded ones to try.
    const languages = config.languages || [];
    // A language Keysmith has no lexicon for types without suggestions: the picker says so.
    fillSelect(ui.controls.language, languages.map((language) => ({
      value: language.identifier,
      label: language.hasLexicon === false && suggestionsOn ? `${language.displayName} (no suggestions)` : language.displayName,
    })));
    ui.controls.language.disabled = languages.length === 0;
    if (settingsShown) showSettings(settingsShown); // a session's settings come before its first config
    ui.configStatus.dataset.status = config.status;
    const problems = config.diagnostics.length;
    const summary = problems === 0 ? "No problems." : `${problems} problem${problems === 1 ? "" : "s"}.`;
    ui.configStatus.textContent = `${config.source}: ${STATUS_TEXT[config.status] || ""} ${summary}`;
    ui.diagnostics.replaceChildren(...config.diagnostics.map((diagnostic) => {
      const item = document.createElement("li");
      item.className = diagnostic.severity;
      item.textContent = diagnostic.text;
      return item;
    }));
  }

  function showDocument(report) {
    const { text, selection, marked } = report;
    // Text being composed (a Hangul syllable) is marked, as iOS underlines it; it ends at the cursor.
    const markedStart = marked ? Math.min(marked.start, selection.start) : selection.start;
    const part = (className, content) => {
      const span = document.createElement("span");
      span.className = className;
      span.textContent = content;
      return span;
    };
    const caret = part("caret", "");
    caret.setAttribute("aria-hidden", "true");
    ui.field.replaceChildren(
      part("before", text.slice(0, markedStart)),
      part("marked", text.slice(markedStart, selection.start)),
      part("selected", text.slice(selection.start, selection.end)),
      caret,
      part("after", text.slice(selection.end)));
    ui.field.classList.toggle("is-empty", text.length === 0);
    ui.field.classList.toggle("has-selection", selection.start !== selection.end);
    ui.field.dataset.selectionStart = String(selection.start);
    ui.field.dataset.selectionEnd = String(selection.end);
  }

  function describe(effect) {
    if (effect.layoutChanged !== undefined) return `layout changed to ${effect.layoutChanged}`;
    if (effect.languageChanged !== undefined) return `language changed to ${effect.languageChanged.displayName}`;
    if (effect.advanceToNextInputMode) return "next keyboard: the system would switch to the next keyboard";
    if (effect.showInputModeList) return "keyboard list: the system would show the list of keyboards";
    if (effect.dismissKeyboard) return "dismiss: the system would hide the keyboard";
    if (effect.returnKeyAction) return "return: the host handles the return key";
    if (effect.openURL !== undefined) return `open URL: ${effect.openURL} (not opened by the preview)`;
    if (effect.copyImageToPasteboard !== undefined) return `copied the sticker ${effect.copyImageToPasteboard}`;
    if (effect.copyGIFToPasteboard !== undefined) return `copied the GIF ${effect.copyGIFToPasteboard.title}`;
    if (effect.saveSettings !== undefined) return "settings saved";
    if (effect.searchGIFs !== undefined) return `GIF search ${JSON.stringify(effect.searchGIFs.query)}: answered from the sample GIFs`;
    if (effect.saveLearnedWords !== undefined) return describeLearnedWords(effect.saveLearnedWords);
    return null;
  }

  /** The learned words a `saveLearnedWords` effect carries, briefly: the preview keeps them
   *  for the session and writes nothing. */
  function describeLearnedWords(list) {
    const entries = Array.isArray(list.words) ? list.words : [];
    const few = (words) => words.length <= LEARNED_SHOWN
      ? words.join(", ")
      : `${words.slice(0, LEARNED_SHOWN).join(", ")} and ${words.length - LEARNED_SHOWN} more`;
    const learned = entries.filter((entry) => entry.isLearned).map((entry) => entry.word);
    const counted = entries.filter((entry) => !entry.isLearned).map((entry) => `${entry.word} ×${entry.timesTyped}`);
    const parts = [learned.length === 0 ? "none learned yet" : `learned ${few(learned)}`];
    if (counted.length > 0) parts.push(`typed and kept ${few(counted)}`);
    return `learned words kept for this session, not saved: ${parts.join("; ")}`;
  }

  function showEffects(effects) {
    for (const effect of effects) {
      if (effect.feedback !== undefined) {
        ui.frame.dataset.feedback = effect.feedback;
        continue;
      }
      if (effect.openURL !== undefined) {
        ui.openedURL.textContent = effect.openURL;
        ui.openedURL.hidden = false;
      }
      if (effect.copyImageToPasteboard !== undefined || effect.copyGIFToPasteboard !== undefined) {
        const what = effect.copyGIFToPasteboard ? `the GIF “${effect.copyGIFToPasteboard.title}”` : `the sticker ${effect.copyImageToPasteboard}`;
        ui.copied.textContent = `copied ${what}`;
        ui.copied.hidden = false;
      }
      const text = describe(effect);
      if (text === null) continue;
      const item = document.createElement("li");
      item.textContent = text;
      ui.effects.prepend(item);
    }
    while (ui.effects.children.length > EFFECTS_SHOWN) ui.effects.lastElementChild.remove();
  }

  function showHost(report) {
    if (document.activeElement !== ui.hostPath) ui.hostPath.value = report.path;
    const rules = report.rules.length === 0 ? "no rule matches" : `rules ${report.rules.join(", ")} match`;
    ui.hostPage.textContent = `Host page ${report.path}: ${rules}`;
    const bar = ui.accessoryBar;
    bar.dataset.toolbar = report.toolbar;
    const label = document.createElement("span");
    label.className = "decision";
    if (report.toolbar === "system") {
      label.textContent = "system toolbar";
      const arrows = document.createElement("span");
      arrows.className = "system-arrows";
      arrows.textContent = "‹  ›";
      const done = document.createElement("span");
      done.className = "system-done";
      done.textContent = "Done";
      bar.replaceChildren(arrows, label, done);
    } else if (report.toolbar === "none") {
      label.textContent = "none";
      bar.replaceChildren(label);
    } else {
      label.textContent = report.name;
      bar.replaceChildren(label, ...report.items.map((item) => {
        const button = document.createElement("span");
        button.className = "accessory-item";
        button.textContent = item.title;
        if (item.url) button.title = item.url;
        return button;
      }));
    }
  }

  function showMessage(text) {
    ui.message.textContent = text;
    clearTimeout(messageTimer);
    messageTimer = setTimeout(() => { ui.message.textContent = ""; }, 5000);
  }

  return { showChoices, showSuggestions, showSettings, showConfig, showDocument, showEffects, showHost, showMessage };
};

// A player's own page: the live status, the phase's form (steppers and buttons sending JSON),
// the live preview of Resolution step 2. Nothing here decides a rule: the host's app checks
// every entry and answers with the reason when it refuses one.
"use strict";

(() => {
  const base = location.pathname.replace(/\/$/, "");
  const zealotArrows = []; // R18: the arrow printed on each Zealots / Corruption / Slave Revolt entered, in order
  // {key, kind, slot, entry, seen}: the form's key when this page sent an entry still to apply, the
  // entry's slot and number (the host's answer), and seen once the page said "Sent"
  let sent = null;
  let lastForm = null; // the form the player last used: messages about the page show by its button
  let connSaid = false; // #msg says the connection's state (not an entry's)
  let previewTimer = null;

  // A message about an entry shows where the player tapped: in the goods form's sticky send bar,
  // or right under the form's button (the page's own place for it, under every form, is off screen
  // on a phone once the goods form or the trading entries fill it). A form a live update has
  // replaced since (the host moved on while the entry was on its way) is no place: the line stays
  // in the page's own place.
  function say(text, bad, form) {
    const msg = document.getElementById("msg");
    if (form && !form.isConnected) form = null;
    const bar = form && form.querySelector(".sendbar");
    const send = form && form.querySelector(".send");
    if (bar) bar.prepend(msg);
    else if (send) send.after(msg);
    msg.textContent = text;
    msg.classList.toggle("bad", Boolean(bad));
  }

  // The message back in its own place, before the forms it may sit in are replaced.
  function sayHome() {
    const msg = document.getElementById("msg");
    document.querySelector("main").appendChild(msg);
  }

  async function post(path, data) {
    const response = await fetch(base + path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(data),
      credentials: "omit",
    });
    let answer = {};
    try {
      answer = await response.json();
    } catch (e) { // not the host's JSON answer: a dead link (new links, or sharing stopped and started again)
      answer = { error: response.status === 404 ? "This link no longer works: scan the host's new QR code."
        : `the host answered ${response.status}` };
    }
    return { ok: response.ok, answer };
  }

  function value(stepper) { return Number(stepper.querySelector("output").textContent) || 0; }
  function setValue(stepper, n) {
    const max = Number(stepper.dataset.max || 99);
    stepper.querySelector("output").textContent = String(Math.max(0, Math.min(max, n)));
  }
  function stepperFor(field) { return document.querySelector(`.stepper[data-field="${field}"]`); }

  // The goods form as the event's fields: {"goods": {...}, "icons": {...}}.
  function spend(form) {
    const data = { goods: {}, icons: {} };
    for (const s of form.querySelectorAll(".stepper")) {
      const [group, name] = s.dataset.field.split(".");
      const n = value(s);
      if (n) data[group][name] = n;
    }
    return data;
  }

  function schedulePreview() {
    clearTimeout(previewTimer);
    previewTimer = setTimeout(async () => {
      const form = document.getElementById("goods-form");
      const out = document.getElementById("preview");
      if (!form || !out) return;
      const { ok, answer } = await post("/preview", spend(form));
      out.textContent = ok ? answer.lines.join("\n") : `⚠ ${answer.error}`;
      out.classList.toggle("bad", !ok);
      const short = document.getElementById("preview-short");
      if (short) {
        const lines = ok ? answer.lines : [];
        const vp = lines.find((l) => l.startsWith("VP earned")) || "⚠ see the preview";
        const crossed = lines.filter((l) => / (REVOLUTION|CONVERSION)/.test(l)).map((l) => l.split(":")[0] + " crosses!");
        short.textContent = [vp, ...crossed].join(" · ");
      }
    }, 150);
  }

  function chooseArrow(stepper) {
    // Which arrow is printed on this card? (R18: never guessed.) Four buttons under the grid.
    const old = document.getElementById("arrow-choice");
    if (old) old.remove();
    const box = document.createElement("div");
    box.id = "arrow-choice";
    box.className = "arrow-choice";
    const label = stepper.querySelector(".slabel").textContent;
    const title = document.createElement("p");
    title.textContent = `${label}: which arrow is printed on the card?`;
    box.appendChild(title);
    for (const arrow of document.querySelectorAll('.stepper.arrow')) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = arrow.querySelector(".slabel").textContent;
      button.addEventListener("click", () => {
        setValue(stepper, value(stepper) + 1);
        setValue(arrow, value(arrow) + 1);
        zealotArrows.push([stepper.dataset.field, arrow.dataset.field]);
        box.remove();
        schedulePreview();
      });
      box.appendChild(button);
    }
    const cancel = document.createElement("button");
    cancel.type = "button";
    cancel.textContent = "cancel";
    cancel.addEventListener("click", () => box.remove());
    box.appendChild(cancel);
    stepper.closest(".grid").after(box);
    // in view, above the sticky send bar that covers the bottom of the screen
    const bar = document.querySelector(".sendbar");
    box.style.scrollMarginBottom = `${bar ? bar.offsetHeight + 8 : 0}px`;
    box.scrollIntoView({ block: "nearest" });
  }

  function onClick(event) {
    const button = event.target.closest("button");
    if (!button) return;
    lastForm = button.closest("form.entry") || lastForm;
    const stepper = button.closest(".stepper");
    if (stepper) {
      const up = button.classList.contains("plus");
      if (stepper.classList.contains("reversed")) {
        if (up) { chooseArrow(stepper); return; }
        const i = zealotArrows.map((p) => p[0]).lastIndexOf(stepper.dataset.field);
        if (i >= 0 && value(stepper) > 0) {
          const arrow = stepperFor(zealotArrows[i][1]);
          if (arrow) setValue(arrow, value(arrow) - 1);
          zealotArrows.splice(i, 1);
        }
      }
      setValue(stepper, value(stepper) + (up ? 1 : -1));
      if (stepper.closest("#goods-form")) schedulePreview();
      return;
    }
    if (button.classList.contains("target")) {
      const form = button.closest("form");
      const pressed = button.getAttribute("aria-pressed") === "true";
      const chosen = form.querySelectorAll('.target[aria-pressed="true"]').length;
      if (!pressed && chosen >= Number(form.dataset.boxes)) {
        const boxes = Number(form.dataset.boxes);
        say(`This ability has ${boxes === 1 ? "1 white box" : `${boxes} white boxes`}: take a cube off first.`, true, form);
        return;
      }
      button.setAttribute("aria-pressed", String(!pressed));
      return;
    }
    if (button.classList.contains("card")) {
      const track = button.dataset.track;
      for (const other of document.querySelectorAll(`.card[data-track="${track}"]`)) {
        if (other !== button) other.setAttribute("aria-pressed", "false");
      }
      button.setAttribute("aria-pressed", String(button.getAttribute("aria-pressed") !== "true"));
    }
  }

  function entries(form) {
    const kind = form.dataset.kind;
    if (kind === "warehouse") return [{ kind, body: { cards: value(form.querySelector(".stepper")) } }];
    if (kind === "abandon") return [{ kind, body: { track: form.dataset.track, declare: form.dataset.declare === "true" } }];
    if (kind === "ability") {
      const targets = [...form.querySelectorAll('.target[aria-pressed="true"]')].map((b) => b.dataset.name);
      return [{ kind, body: { development: form.dataset.development, ability: Number(form.dataset.ability), targets } }];
    }
    if (kind === "goods") return [{ kind, body: spend(form) }];
    if (kind === "development") {
      const cards = [...form.querySelectorAll('.card[aria-pressed="true"]')];
      return cards.map((c) => ({ kind, body: { development: c.dataset.id } }));
    }
    return [];
  }

  async function onSubmit(event) {
    const form = event.target.closest("form.entry");
    if (!form) return;
    event.preventDefault();
    const list = entries(form);
    if (!list.length) { say("Choose a card first.", true, form); return; }
    const send = form.querySelector(".send");
    if (send) send.disabled = true;
    lastForm = form;
    connSaid = false;
    const before = sent;
    try {
      for (const entry of list) {
        // noted before the answer: the live update saying "Sent" may come first
        sent = { key: document.getElementById("form").dataset.key, kind: form.dataset.kind, slot: null, entry: null,
          seen: false };
        const { ok, answer } = await post("/submit", entry);
        if (!ok || answer.status === "applied") sent = null;
        if (!ok) { say(`⚠ ${answer.error}`, true, form); return; }
        if (sent) { sent.entry = answer.entry ?? null; sent.slot = answer.slot ?? null; }
        say(answer.status === "applied" ? "✓ Applied." : "● Sent — the host applies it.", false, form);
      }
    } catch (e) {
      // It never reached the host. What this page sent before is still its to watch: if the host's
      // app restarted without it, the page says so once the host is back.
      if (before) sent = before;
      say("⚠ The host's computer cannot be reached: try again.", true, form);
    } finally {
      if (send) send.disabled = false;
    }
  }

  // The connection's state by the Send button too (the footer is off screen on a phone): a dead
  // link, too many pages, reconnecting. Taken back once the page is live again.
  document.addEventListener("connection", (event) => {
    const { state, words } = event.detail;
    const msg = document.getElementById("msg");
    if (state === "live") {
      if (connSaid) { msg.textContent = ""; msg.classList.remove("bad"); connSaid = false; }
      return;
    }
    if (state === "connecting") return;
    const forms = document.getElementById("form");
    const form = lastForm && forms.contains(lastForm) ? lastForm : forms.querySelector("form.entry");
    say(words, true, form);
    connSaid = true;
  });

  document.addEventListener("DOMContentLoaded", () => {
    const formBox = document.getElementById("form");
    const live = document.getElementById("live");
    formBox.addEventListener("click", onClick);
    formBox.addEventListener("submit", onSubmit);
    Live.follow("player", (data) => {
      live.innerHTML = data.html;
      // A "Sent" line where the player tapped follows the status box (at the top, off screen
      // on a phone): "Applied by the host" once the host applies it; the host's refusal (the
      // status box's note) while the form is still there. A refusal stays as it is.
      const msg = document.getElementById("msg");
      const state = document.getElementById("entry-state");
      const now = (name) => state !== null && state.classList.contains(name);
      const note = state !== null ? state.querySelector(".note") : null;
      if (msg.textContent && !msg.classList.contains("bad")) {
        if (note && data.form_key === formBox.dataset.key) {
          msg.textContent = note.textContent.trim();
          msg.classList.add("bad");
        } else {
          msg.textContent = now("state-applied") ? "✓ Applied by the host."
            : now("state-submitted") ? "● Sent — waiting for the host to apply it." : "";
        }
      }
      // The entry this page sent, replaced by another of the same player's pages (a second tab, a
      // second phone): a new entry for the same thing (kind and slot: Abandon Government and Abandon
      // Religion are two) replaces one not yet applied. An entry gone with no other in its slot was
      // applied from the host's dialog, or refused (the note says so).
      const mine = sent && sent.entry !== null && state !== null
        ? state.querySelector(`.sub[data-entry="${sent.entry}"]`) : null;
      const other = sent && sent.entry !== null && state !== null && !mine
        ? [...state.querySelectorAll(".sub")].find((s) => s.dataset.kind === sent.kind && s.dataset.slot === sent.slot
          && s.dataset.entry !== String(sent.entry))
        : null;
      if (other) {
        say(`⚠ Replaced by your other page: ${other.dataset.summary}.`, true,
          formBox.querySelector(`form.entry[data-kind="${sent.kind}"]`));
        sent = null;
      }
      // Shown as sent, then "nothing sent" for the same form with no refusal: the host's app
      // stopped (a crash, a quit) before applying it and came back without it. The form holds it.
      if (sent && now("state-submitted")) {
        sent.seen = true;
      } else if (sent && sent.seen) {
        const nothing = state === null || now("state-waiting"); // trading entries are optional: no box at all
        if (sent.key === data.form_key && nothing && !(state && state.querySelector(".note"))) {
          say("⚠ The host's app restarted before applying your entry: check it and send it again.", true,
            formBox.querySelector(`form.entry[data-kind="${sent.kind}"]`));
        }
        sent = null;
      }
      if (data.form_key !== formBox.dataset.key) {
        sayHome();
        // its form is gone, and what the line said of it (the status box says the rest); but not the
        // connection's state, which is the page's
        if (!connSaid) { msg.textContent = ""; msg.classList.remove("bad"); }
        formBox.innerHTML = data.form;
        formBox.dataset.key = data.form_key;
        zealotArrows.length = 0;
        // the entry the host took back, in the form again: its preview at once
        const goods = document.getElementById("goods-form");
        if (goods && [...goods.querySelectorAll(".stepper")].some((st) => value(st) > 0)) schedulePreview();
      }
    });
  });
})();

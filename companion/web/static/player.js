// A player's own page: the live status, the phase's form (steppers and buttons sending JSON),
// the spent cards entered one card at a time with the live preview of Resolution step 2, and
// the hand calculator of the Trading phase. Nothing here decides a rule: the host's app checks
// every entry and answers with the reason when it refuses one; the calculator only looks up
// and adds the figures the page was given (the engine's own scores, by count).
//
// What the player has tapped but not yet had applied, and the hand calculator, are kept for
// this page's turn and phase (kept.js: the tab's sessionStorage, under a key without the token),
// so a reload, or a phone that slept and dropped the page, gives the form back as it was. A part
// goes once the host applies it; all of it when the phase moves on (game over too), when the
// link dies (new links) and with the tab.
"use strict";

(() => {
  const base = location.pathname.replace(/\/$/, "");
  // the spent cards entered, one per card: {good, bottom ("" for none), arrow (R18: the arrow printed
  // on a Zealots, Corruption or Slave Revolt card)}; and the card being entered (its good tapped)
  let cards = [];
  let pending = null;
  let cleared = null; // the cards "take all out" took out, until another card is entered: "put them back"
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

  // The card or field a refusal names (its "field": "goods.wine", "icons.zealots", "warehouse") marked
  // in the form, so the player sees what to fix; unmarked once they change anything or send again.
  function markFault(form, field) {
    document.querySelectorAll(".at-fault").forEach((el) => { el.classList.remove("at-fault"); el.removeAttribute("aria-invalid"); });
    if (!form || !form.isConnected || !field) return;
    const [what, name] = field.split(".");
    const q = (s) => [...form.querySelectorAll(s)];
    let marked = [];
    if (what === "goods" && name) {
      marked = [...q(`.top-good[data-good="${CSS.escape(name)}"]`),
        ...q(".entered-card").filter((b) => cards[Number(b.dataset.index)]?.good === name)];
    } else if (what === "icons" && name) {
      marked = [...q(`.bottom[data-bottom="${CSS.escape(name)}"]`),
        ...q(".entered-card").filter((b) => [cards[Number(b.dataset.index)]?.bottom].includes(name))];
    } else if (what === "goods" || what === "icons") marked = q(".entered-card");
    else if (what === "warehouse") marked = q(".stepper");
    else if (what === "development") marked = q('.card[aria-pressed="true"]');
    marked.forEach((el) => { el.classList.add("at-fault"); el.setAttribute("aria-invalid", "true"); });
  }

  // The message back in its own place, before the forms it may sit in are replaced.
  function sayHome() {
    const msg = document.getElementById("msg");
    document.querySelector("main").appendChild(msg);
  }

  async function post(path, data) {
    const response = await fetch(base + path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": Words.lang }, // the answer in the page's language
      body: JSON.stringify(data),
      credentials: "omit",
    });
    let answer = {};
    try {
      answer = await response.json();
    } catch (e) { // not the host's JSON answer: a dead link (new links, or sharing stopped and started again)
      answer = { error: response.status === 404 ? T("This link no longer works: scan the host's new QR code.")
        : T("the host answered {status}", { status: response.status }) };
    }
    return { ok: response.ok, answer };
  }

  function value(stepper) { return Number(stepper.querySelector("output").textContent) || 0; }
  function setValue(stepper, n) {
    const max = Number(stepper.dataset.max || 99);
    stepper.querySelector("output").textContent = String(Math.max(0, Math.min(max, n)));
  }

  // The goods form as the event's fields: {"goods": {...}, "icons": {...}}, the cards added up.
  function spend() {
    const data = { goods: {}, icons: {} };
    const add = (group, name) => { if (name) data[group][name] = (data[group][name] || 0) + 1; };
    for (const card of cards) {
      add("goods", card.good);
      add("icons", card.bottom);
      add("icons", card.arrow);
    }
    return data;
  }

  // --- kept across reloads (kept.js), for this page's turn and phase ----------------------------

  function scope() {
    const el = document.querySelector("#form .scope");
    return el ? el.dataset.scope : "";
  }
  function stored() { return Kept.read(scope()); }
  function store(edit) { Kept.change(scope(), edit); }
  function save() {
    const formBox = document.getElementById("form");
    store((data) => {
      if (document.getElementById("goods-form")) { if (cards.length) data.goods = cards; else delete data.goods; }
      const house = formBox.querySelector('form[data-kind="warehouse"] .stepper');
      if (house) data.warehouse = value(house);
      for (const form of formBox.querySelectorAll('form[data-kind="ability"]')) {
        data.abilities = data.abilities || {};
        data.abilities[`${form.dataset.development}#${form.dataset.ability}`] =
          [...form.querySelectorAll('.target[aria-pressed="true"]')].map((b) => b.dataset.name);
      }
      const dev = formBox.querySelector('form[data-kind="development"]');
      if (dev) data.development = [...dev.querySelectorAll('.card[aria-pressed="true"]')].map((b) => b.dataset.id);
      const calc = {};
      for (const s of formBox.querySelectorAll(".calc-good")) if (value(s)) calc[s.dataset.field] = value(s);
      if (Object.keys(calc).length) data.calc = calc; else delete data.calc;
      const box = document.getElementById("calc");
      if (box && box.open) data.calcOpen = true; else delete data.calcOpen;
    });
  }
  function restore() {
    const formBox = document.getElementById("form");
    const data = stored(); // another page's, another turn's or phase's: dropped
    const goodsForm = document.getElementById("goods-form");
    cards = goodsForm && Array.isArray(data.goods) ? data.goods.filter((c) => c && c.good) : [];
    // an entry the host took back (undo) fills the form again, unless the player has tapped since
    if (goodsForm && !cards.length && goodsForm.dataset.refill) {
      try { cards = cardsOf(JSON.parse(goodsForm.dataset.refill)); } catch (e) { cards = []; }
      if (cards.length) store((kept) => { kept.goods = cards; });
    }
    pending = null;
    cleared = null;
    const house = formBox.querySelector('form[data-kind="warehouse"] .stepper');
    if (house && data.warehouse !== undefined) setValue(house, data.warehouse);
    // what the page shows (an entry taken back, filled in by the server) stays unless the player tapped since
    for (const form of formBox.querySelectorAll('form[data-kind="ability"]')) {
      const chosen = (data.abilities || {})[`${form.dataset.development}#${form.dataset.ability}`];
      if (!chosen) continue;
      for (const b of form.querySelectorAll(".target")) b.setAttribute("aria-pressed", String(chosen.includes(b.dataset.name)));
    }
    if (data.development) {
      for (const b of formBox.querySelectorAll('form[data-kind="development"] .card')) {
        b.setAttribute("aria-pressed", String(data.development.includes(b.dataset.id)));
      }
    }
    for (const s of formBox.querySelectorAll(".calc-good")) setValue(s, (data.calc || {})[s.dataset.field] || 0);
    const box = document.getElementById("calc");
    if (box && data.calcOpen) box.open = true; // reopened as the player left it
    showCards();
    showCalc();
    if (cards.length) schedulePreview();
  }
  // An entry as sent ({"goods": {...}, "icons": {...}, "cards": [[good, bottom, arrow], ...]}) as
  // cards again: as they were entered, each bottom on its own card. An entry sent with the sums
  // only (an older page, a hand too large for the request) is laid out again by matching: each
  // bottom on a card of a class that carries it (the bottom buttons' data-classes, from the Goods
  // table), found by augmenting paths, so a matching is found whenever one exists; the arrow
  // printed on a Zealots, Corruption or Slave Revolt card (R18) goes with that card. Only what the
  // page shows is rebuilt: the sums sent again are those the host took back.
  function cardsOf(sent) {
    if (Array.isArray(sent.cards) && sent.cards.length) {
      return sent.cards.map(([good, bottom, arrow]) => ({ good, bottom: bottom || "", arrow: arrow || "" }));
    }
    const form = document.getElementById("goods-form");
    const button = (name) => form.querySelector(`.bottom[data-bottom="${name}"]`);
    const made = [];
    for (const [good, n] of Object.entries(sent.goods || {})) {
      const top = form.querySelector(`.top-good[data-good="${good}"]`);
      for (let i = 0; i < n; i++) made.push({ good, bottom: "", arrow: "", category: top ? top.dataset.category : "", dead: !!(top && top.dataset.dead) });
    }
    const icons = { ...(sent.icons || {}) };
    const arrows = () => Object.keys(icons).filter((name) => icons[name] > 0 && button(name) && button(name).dataset.kind === "arrow");
    const bottoms = [];
    for (const [name, n] of Object.entries(icons)) {
      const b = button(name);
      if (!b || b.dataset.kind === "arrow") continue;
      for (let i = 0; i < n; i++) bottoms.push({ name, classes: b.dataset.classes.split(" "), reversed: !!b.dataset.reversed });
    }
    for (const bottom of bottoms) {
      if (!bottom.reversed) continue;
      const [arrow] = arrows();
      if (arrow) { bottom.arrow = arrow; icons[arrow] -= 1; }
    }
    for (const name of arrows()) {
      for (let i = 0; i < icons[name]; i++) bottoms.push({ name, classes: button(name).dataset.classes.split(" ") });
    }
    const owner = made.map(() => -1);
    const fits = (b, c) => !made[c].dead && bottoms[b].classes.includes(made[c].category);
    const place = (b, seen) => made.some((_, c) => {
      if (!fits(b, c) || seen.has(c)) return false;
      seen.add(c);
      if (owner[c] < 0 || place(owner[c], seen)) { owner[c] = b; return true; }
      return false;
    });
    bottoms.forEach((_, b) => place(b, new Set()));
    return made.map((card, c) => ({
      good: card.good,
      bottom: owner[c] < 0 ? "" : bottoms[owner[c]].name,
      arrow: owner[c] < 0 ? "" : bottoms[owner[c]].arrow || "",
    }));
  }

  // What the host applied is no longer the page's to keep (nor anything of another turn or phase).
  function forgetApplied(state) {
    const kinds = state ? [...state.querySelectorAll(".sub-applied")].map((s) => s.dataset.kind) : [];
    if (!document.getElementById("goods-form")) kinds.push("goods");
    store((data) => {
      for (const kind of kinds) {
        if (kind === "warehouse") delete data.warehouse;
        else if (kind === "ability") delete data.abilities;
        else delete data[kind];
      }
    });
  }

  // --- the spent cards, one card at a time ------------------------------------------------------

  function bottomLabel(name) {
    const b = name ? document.querySelector(`#goods-form .bottom[data-bottom="${name}"]`) : null;
    return b ? (b.dataset.kind === "arrow" ? `${b.dataset.mark} ${b.dataset.label}` : b.dataset.label) : T("no bottom");
  }
  function showCards() {
    const list = document.getElementById("cards-entered");
    if (!list) return;
    list.replaceChildren(...cards.map((card, i) => {
      const li = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.className = "entered-card";
      button.dataset.index = String(i);
      const dead = document.querySelector(`#goods-form .top-good[data-good="${card.good}"][data-dead]`);
      const top = document.querySelector(`#goods-form .top-good[data-good="${card.good}"]`);
      const good = top && top.dataset.label ? top.dataset.label : card.good;
      button.textContent = dead ? good
        : `${good} · ${bottomLabel(card.bottom)}${card.arrow ? ` ${bottomLabel(card.arrow)}` : ""}`;
      button.setAttribute("aria-label", T("{card}: tap to take it out", { card: button.textContent }));
      li.appendChild(button);
      return li;
    }));
    const again = document.getElementById("again");
    if (again) again.disabled = cards.length === 0;
    const clear = document.getElementById("cards-clear");
    if (clear) {
      const back = !cards.length && cleared !== null;
      clear.textContent = back ? T("put {n} back", { n: cleared.length }) : T("take all out");
      clear.setAttribute("aria-label", back ? T("put the cards taken out back ({n})", { n: cleared.length }) : T("take all the cards out"));
      clear.disabled = !cards.length && !back;
    }
    showChoice();
  }
  // The buttons as the card being entered allows: its class's bottoms, or the arrows for R18.
  function showChoice() {
    const form = document.getElementById("goods-form");
    if (!form) return;
    for (const top of form.querySelectorAll(".top-good")) {
      top.setAttribute("aria-pressed", String(pending !== null && pending.good === top.dataset.good));
    }
    for (const b of form.querySelectorAll(".bottom")) {
      const classes = b.dataset.classes.split(" ");
      b.hidden = pending === null || (pending.bottom ? b.dataset.kind !== "arrow" : !classes.includes(pending.category));
    }
    const ask = document.getElementById("ask");
    const n = cards.length;
    ask.textContent = pending === null ? (n ? T("Cards entered: {n}. Tap the next card's good.", { n }) : T("One card at a time: tap its good, then its bottom."))
      : pending.bottom ? T("{bottom}: which arrow is printed on it?", { bottom: bottomLabel(pending.bottom) })
        : T("{good}: now its bottom.", { good: pending.good });
  }
  function addCard(card) {
    cards.push(card);
    pending = null;
    cleared = null;
    showCards();
    save();
    schedulePreview();
  }
  function onCardForm(button) {
    if (button.classList.contains("top-good")) {
      if (button.dataset.dead) { addCard({ good: button.dataset.good, bottom: "", arrow: "" }); return true; }
      pending = pending && pending.good === button.dataset.good ? null
        : { good: button.dataset.good, category: button.dataset.category, bottom: "" };
      showChoice();
      return true;
    }
    if (button.classList.contains("bottom")) {
      if (pending === null) return true;
      if (pending.bottom) { addCard({ good: pending.good, bottom: pending.bottom, arrow: button.dataset.bottom }); return true; }
      if (button.dataset.reversed) { pending.bottom = button.dataset.bottom; showChoice(); return true; }
      addCard({ good: pending.good, bottom: button.dataset.bottom, arrow: "" });
      return true;
    }
    if (button.id === "again" && cards.length) { addCard({ ...cards[cards.length - 1] }); return true; }
    if (button.id === "cards-clear") { // every card out in one tap (a refilled hand of 138 took 138), or back
      if (cards.length) [cleared, cards] = [cards, []];
      else if (cleared) [cleared, cards] = [null, cleared];
      pending = null;
      showCards();
      save();
      schedulePreview();
      return true;
    }
    if (button.classList.contains("entered-card")) {
      cards.splice(Number(button.dataset.index), 1);
      cleared = null;
      showCards();
      save();
      schedulePreview();
      return true;
    }
    return false;
  }

  // --- the hand calculator: look-ups in the engine's scores, added up; nothing sent ---------------

  function showCalc() {
    const lines = document.getElementById("calc-lines");
    if (!lines) return;
    let total = 0;
    const shown = [];
    for (const s of document.querySelectorAll(".calc-good")) {
      const n = value(s);
      if (!n) continue;
      total += Number(s.dataset.vp.split(",")[n]);
      const li = document.createElement("li");
      li.textContent = JSON.parse(s.dataset.lines)[n];
      shown.push(li);
    }
    lines.replaceChildren(...shown);
    document.getElementById("calc-total").textContent = String(total);
  }

  function schedulePreview() {
    clearTimeout(previewTimer);
    previewTimer = setTimeout(async () => {
      const form = document.getElementById("goods-form");
      const out = document.getElementById("preview");
      if (!form || !out) return;
      if (!cards.length) {
        out.textContent = T("Nothing spent yet.");
        out.classList.remove("bad");
        document.getElementById("preview-short").textContent = T("VP earned: {vp}", { vp: 0 });
        return;
      }
      const { ok, answer } = await post("/preview", spend());
      out.textContent = ok ? answer.lines.join("\n") : `⚠ ${answer.error}`;
      markFault(form, ok ? null : answer.field);
      out.classList.toggle("bad", !ok);
      const short = document.getElementById("preview-short");
      if (short) {
        // the server's short form of its preview (private.py's preview_short), in the page's language
        short.textContent = ok ? answer.short : T("⚠ see the preview");
      }
    }, 150);
  }

  function onClick(event) {
    const button = event.target.closest("button");
    if (!button) return;
    lastForm = button.closest("form.entry") || lastForm;
    if (button.closest("#goods-form") && onCardForm(button)) return;
    if (button.id === "calc-clear") {
      for (const s of document.querySelectorAll(".calc-good")) setValue(s, 0);
      showCalc();
      save();
      return;
    }
    const stepper = button.closest(".stepper");
    if (stepper) {
      setValue(stepper, value(stepper) + (button.classList.contains("plus") ? 1 : -1));
      if (stepper.classList.contains("calc-good")) showCalc();
      save();
      return;
    }
    if (button.classList.contains("target")) {
      const form = button.closest("form");
      const pressed = button.getAttribute("aria-pressed") === "true";
      const chosen = form.querySelectorAll('.target[aria-pressed="true"]').length;
      if (!pressed && chosen >= Number(form.dataset.boxes)) {
        const boxes = Number(form.dataset.boxes);
        say(T("This ability has {n} white box(es): take a cube off first.", { n: boxes }), true, form);
        return;
      }
      button.setAttribute("aria-pressed", String(!pressed));
      save();
      return;
    }
    if (button.classList.contains("card")) {
      // one per track (001 Development Phase), and no more than the player may play this turn (the
      // player view's number: 1 for a Peasant Revolt victim, R10): a card tapped past it takes the
      // place of the one chosen before
      const form = button.closest("form");
      const plays = Number(form.dataset.plays || 2);
      const on = button.getAttribute("aria-pressed") !== "true";
      if (on) {
        const chosen = [...form.querySelectorAll('.card[aria-pressed="true"]')]
          .filter((other) => other.dataset.track !== button.dataset.track);
        for (const other of form.querySelectorAll(`.card[data-track="${button.dataset.track}"]`)) other.setAttribute("aria-pressed", "false");
        for (const other of chosen.slice(0, Math.max(0, chosen.length - plays + 1))) other.setAttribute("aria-pressed", "false");
      }
      button.setAttribute("aria-pressed", String(on));
      save();
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
    // the cards one by one too (an undo fills the form again with each bottom on its own card),
    // unless they are more than the server takes (the form's data-max-cards, data-max-body): the sums are the entry
    if (kind === "goods") {
      if (!cards.length) return [];
      const body = { ...spend(), cards: cards.map((c) => [c.good, c.bottom || "", c.arrow || ""]) };
      const bytes = new TextEncoder().encode(JSON.stringify({ kind, body })).length;
      if (cards.length > Number(form.dataset.maxCards) || bytes > Number(form.dataset.maxBody)) delete body.cards;
      return [{ kind, body }];
    }
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
    if (!list.length) { say(form.dataset.kind === "goods" ? T("Enter your cards first: tap a card's good, then its bottom.") : T("Choose a card first."), true, form); return; }
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
        markFault(form, ok ? null : answer.field);
        if (!ok) { say(`⚠ ${answer.error}`, true, form); return; }
        if (sent) { sent.entry = answer.entry ?? null; sent.slot = answer.slot ?? null; }
        say(answer.status === "applied" ? T("✓ Applied.") : T("● Sent — the host applies it."), false, form);
      }
    } catch (e) {
      // It never reached the host. What this page sent before is still its to watch: if the host's
      // app restarted without it, the page says so once the host is back.
      if (before) sent = before;
      say(T("⚠ The host's computer cannot be reached: try again."), true, form);
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
    if (state === "gone") Kept.forget(); // a dead link (new links, or sharing stopped): nothing of its hand stays
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
    formBox.addEventListener("toggle", (event) => { if (event.target.id === "calc") save(); }, true); // toggle does not bubble
    forgetApplied(document.getElementById("entry-state"));
    restore();
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
          msg.textContent = now("state-applied") ? T("✓ Applied by the host.")
            : now("state-submitted") ? T("● Sent — waiting for the host to apply it.") : "";
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
        say(T("⚠ Replaced by your other page: {entry}.", { entry: other.dataset.summary }), true,
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
          say(T("⚠ The host's app restarted before applying your entry: check it and send it again."), true,
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
        restore();
      }
      forgetApplied(state);
    });
  });
})();

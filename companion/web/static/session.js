// A trade session's player page: the hand entered with taps (each tap sends the whole hand),
// the calamities sent at Calamity Selection, and the trade check, answered to this phone only.
// Plain JavaScript; the server values the hand (the rule packs) and sends the new page back.
"use strict";

(() => {
  const base = location.pathname.replace(/\/$/, "");
  const msg = (text) => { document.getElementById("msg").textContent = text; };
  // The hand this phone last sent (null once the server refused one): taps come faster than the
  // server's pages, so a form drawn from an earlier tap is shown with these counts, never the older ones.
  let local = null;
  let lastForm = null;

  function showLocal() {
    if (!local) return;
    for (const row of document.querySelectorAll("#hand .card-row")) {
      row.querySelector(".n").textContent = String(local.cards[row.dataset.card] || 0);
    }
    const mining = document.getElementById("mining");
    if (mining) mining.checked = local.mining;
  }

  function hand() {
    const cards = {};
    for (const row of document.querySelectorAll("#hand .card-row")) {
      const n = Number(row.querySelector(".n").textContent);
      if (n > 0) cards[row.dataset.card] = n;
    }
    const mining = document.getElementById("mining");
    return { cards, mining: mining ? mining.checked : false };
  }

  async function post(path, body) {
    const r = await fetch(base + path, {
      // the answer (a refusal, the trade check) in the page's language, which the phone may have chosen
      method: "POST", headers: { "Content-Type": "application/json", "Accept-Language": Words.lang }, body: JSON.stringify(body),
      credentials: "omit", cache: "no-store",
    });
    let data = {};
    try { data = await r.json(); } catch (e) { /* not JSON */ }
    if (!r.ok) throw new Error(data.error || T("the host answered {status}", { status: r.status }));
    return data;
  }

  // A burst of taps is one entry, sent once the taps pause (the server takes a player's entries at
  // about one a second after a first ten: a 12-card hand tapped in is one entry, not twelve).
  const PAUSE_MS = 400;
  let timer = null;
  function soon() {
    local = hand();
    clearTimeout(timer);
    timer = setTimeout(() => send("hand", hand()), PAUSE_MS);
  }

  function send(kind, body) {
    if (kind === "hand") local = body;
    return post("/submit", { kind, body }).then(() => msg("")).catch((e) => {
      msg(e.message);
      if (kind === "hand") {  // refused: the server's hand stands; show it again
        local = null;
        if (lastForm) { document.getElementById("form").innerHTML = lastForm; }
      }
    });
  }

  document.addEventListener("click", (e) => {
    const button = e.target.closest("button");
    if (!button) return;
    const row = button.closest(".card-row");
    if (row) {
      const n = row.querySelector(".n");
      const now = Number(n.textContent) + (button.classList.contains("more") ? 1 : -1);
      if (now < 0 || now > Number(row.dataset.max)) return;
      n.textContent = String(now);
      soon();
    } else if (button.id === "send-calamities") {
      const held = [];
      for (const row of document.querySelectorAll("#hand .card-row[data-calamity=yes]")) {
        for (let i = 0; i < Number(row.querySelector(".n").textContent); i++) held.push(row.dataset.card);
      }
      send("calamities", { held });
    } else if (button.id === "check-go") {
      const given = {};
      for (const part of document.getElementById("check-given").value.split(",")) {
        const m = part.trim().match(/^(\d+)\s+(.+)$/);
        if (m) given[m[2].trim()] = Number(m[1]);
      }
      const named = document.getElementById("check-named").value.split(",").map((s) => s.trim()).filter(Boolean);
      const count = Number(document.getElementById("check-count").value || "0");
      const out = document.getElementById("check-out");
      post("/check", { count, named, given })
        .then((a) => { out.textContent = [a.said, ...a.reasons].join(" · "); })
        .catch((err) => { out.textContent = err.message; });
    }
  });

  document.addEventListener("change", (e) => { if (e.target.id === "mining") soon(); });

  document.addEventListener("DOMContentLoaded", () => {
    lastForm = document.getElementById("form").innerHTML;
    const live = document.getElementById("live");
    const form = document.getElementById("form");
    Live.follow("player", (data) => {
      live.innerHTML = data.html;
      lastForm = data.form;
      if (form.dataset.key !== data.form_key) {
        const keep = ["check-count", "check-named", "check-given"].map((id) => document.getElementById(id)?.value || "");
        form.innerHTML = data.form;
        form.dataset.key = data.form_key;
        ["check-count", "check-named", "check-given"].forEach((id, i) => { const el = document.getElementById(id); if (el) el.value = keep[i]; });
        showLocal();
      }
    });
  });
})();

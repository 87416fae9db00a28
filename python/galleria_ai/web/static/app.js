// galleria-web's page: the lobby (new game, load) and a seat's table, kept live over a
// WebSocket. The server is the judge of every move; this page only shows what its seat may
// see and sends what the person chose.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  const state = {config: null, token: null, socket: null, view: null, sent: false,
                 retries: 0, gone: false, analysisIterations: null};

  // ---- small helpers -----------------------------------------------------------------------
  let toastTimer = null;
  function toast(text) {
    const box = $("toast");
    box.textContent = text;
    box.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { box.hidden = true; }, 8000);
  }
  function banner(text) {
    $("banner").textContent = text || "";
    $("banner").hidden = !text;
  }
  async function postJSON(url, body) {
    const response = await fetch(url, {method: "POST", body,
                                       headers: {"Content-Type": "application/json"}});
    let data = {};
    try { data = await response.json(); } catch (e) { data = {error: response.statusText}; }
    if (!response.ok) throw new Error(data.error || `Request failed (${response.status})`);
    return data;
  }
  function viewFor(game) {
    return window.GalleriaViews[game] || window.GalleriaViews.generic;
  }

  // ---- lobby -------------------------------------------------------------------------------
  async function lobby() {
    $("lobby").hidden = false;
    $("title").textContent = "Play against the engine";
    const response = await fetch("/api/config");
    state.config = await response.json();
    const select = $("game-select");
    select.replaceChildren(...state.config.games.map((g) =>
      el("option", {value: g.name, text: g.title})));
    select.value = state.config.default_game;
    select.addEventListener("change", () => gameChanged());
    $("players").addEventListener("change", () => seatRows());
    gameChanged();
    $("new-game").addEventListener("submit", (event) => { event.preventDefault(); start(); });
  }

  function currentGame() {
    return state.config.games.find((g) => g.name === $("game-select").value);
  }

  function gameChanged() {
    const game = currentGame();
    $("rules-link").href = game.rules;
    const players = $("players");
    const options = [];
    for (let n = game.min_players; n <= game.max_players; n++) {
      options.push(el("option", {value: n, text: String(n)}));
    }
    players.replaceChildren(...options);
    players.value = String(game.default_players);
    $("variant-rows").replaceChildren(...Object.entries(game.variants).map(([key, values]) =>
      el("label", {}, `Variant ${key}`, el("select", {class: "variant", dataset: {key}},
        values.map((v) => el("option", {value: v, text: v}))))));
    seatRows();
  }

  function seatRows() {
    const game = currentGame();
    const count = Number($("players").value);
    const skill = state.config.skill;
    const presets = state.config.presets.filter((p) => game.presets.includes(p.name));
    const rows = [];
    for (let seat = 0; seat < count; seat++) {
      const kind = el("select", {class: "kind"},
        el("option", {value: "human", text: "Person"}), el("option", {value: "ai", text: "AI"}));
      kind.value = seat === 0 ? "human" : "ai";
      const name = el("input", {class: "name", maxlength: 24,
                                placeholder: seat === 0 ? "You" : `Player ${seat + 1}`});
      const preset = el("select", {class: "preset"}, presets.map((p) =>
        el("option", {value: p.name, text: p.label})));
      if (presets.some((p) => p.name === state.config.default_preset)) {
        preset.value = state.config.default_preset;
      }
      const level = el("input", {class: "skill", type: "number", min: skill.min, max: skill.max,
                                 value: skill.default, title: "skill 1-20"});
      const levelLabel = el("label", {}, "skill", level);
      const update = () => {
        const ai = kind.value === "ai";
        name.hidden = ai;
        preset.hidden = !ai;
        const p = presets.find((x) => x.name === preset.value);
        levelLabel.hidden = !ai || !(p && p.skill);
      };
      kind.addEventListener("change", update);
      preset.addEventListener("change", update);
      update();
      rows.push(el("div", {class: "seat-row", dataset: {seat}},
        el("span", {class: "seat-no", text: `Seat ${seat}`}), kind, name, preset, levelLabel));
    }
    $("seat-rows").replaceChildren(...rows);
  }

  async function start() {
    const seats = [...document.querySelectorAll(".seat-row")].map((row) => {
      if (row.querySelector(".kind").value === "human") {
        const name = row.querySelector(".name").value.trim();
        return name ? {human: true, name} : {human: true};
      }
      return {human: false, preset: row.querySelector(".preset").value,
              skill: Number(row.querySelector(".skill").value)};
    });
    const variants = {};
    document.querySelectorAll("select.variant").forEach((s) => { variants[s.dataset.key] = s.value; });
    const body = {game: $("game-select").value, players: Number($("players").value), seats,
                  variants};
    const seed = $("seed").value.trim();
    if (seed !== "") body.seed = Number(seed);
    $("start-btn").disabled = true;
    try {
      started(await postJSON("/api/games", JSON.stringify(body)));
    } catch (error) {
      toast(error.message);
    } finally {
      $("start-btn").disabled = false;
    }
  }

  function started(data) {
    (data.notes || []).forEach((n) => toast(n));
    if (data.links.length === 1) {
      window.location.assign(data.links[0].url);
      return;
    }
    $("lobby").hidden = false;
    $("table").hidden = true;
    $("links").hidden = false;
    $("link-list").replaceChildren(...data.links.map((l) =>
      el("li", {}, el("a", {href: l.url, target: "_blank", rel: "noopener",
                            text: `${l.name} (seat ${l.seat})`}),
         " ", el("code", {text: new URL(l.url, window.location.href).href}))));
  }

  // ---- load / new / leave --------------------------------------------------------------------
  $("btn-load").addEventListener("click", () => $("load-file").click());
  $("load-file").addEventListener("change", async () => {
    const file = $("load-file").files[0];
    $("load-file").value = "";
    if (!file) return;
    if (state.view && state.view.status === "playing" &&
        !window.confirm("Leave this game and load the saved one?")) return;
    try {
      const data = await postJSON("/api/load", await file.text());
      if (state.token && state.view && state.view.status === "playing") await leave();
      started(data);
    } catch (error) {
      toast(error.message);
    }
  });
  $("btn-new").addEventListener("click", async () => {
    if (state.view && state.view.status === "playing") {
      if (!window.confirm("Leave this game (for everyone at the table) and start a new one?")) {
        return;
      }
      await leave();
    }
    window.location.assign("/");
  });
  $("btn-leave").addEventListener("click", async () => {
    if (!window.confirm("Leave this game? It ends for everyone at the table.")) return;
    await leave();
    window.location.assign("/");
  });
  async function leave() {
    try { await postJSON(`/api/play/${state.token}/leave`, "{}"); } catch (e) { /* gone */ }
  }

  // ---- the table -----------------------------------------------------------------------------
  function connect() {
    const scheme = window.location.protocol === "https:" ? "wss" : "ws";
    const socket = new WebSocket(`${scheme}://${window.location.host}/ws/${state.token}`);
    state.socket = socket;
    socket.addEventListener("open", () => { state.retries = 0; banner(""); });
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      if (message.type === "view") render(message.view);
      else if (message.type === "error") {
        state.sent = false;
        toast(message.text);
        if (state.view) render(state.view);
      }
      else if (message.type === "gone") { state.gone = true; banner(message.text); }
    });
    socket.addEventListener("close", () => {
      if (state.gone) return;
      if (state.retries >= 30) { banner("The server does not answer. Reload the page later."); return; }
      state.retries += 1;
      banner("Connection lost; reconnecting…");
      setTimeout(connect, Math.min(4000, 400 * state.retries));
    });
  }

  function send(message) {
    if (!state.socket || state.socket.readyState !== WebSocket.OPEN) {
      toast("Not connected; wait a moment.");
      return false;
    }
    state.socket.send(JSON.stringify(message));
    return true;
  }

  function act(move) {
    if (!state.view || state.view.decision === null || state.sent) return;
    if (send({type: "move", decision: state.view.decision, move})) {
      state.sent = true;
      renderActions();
    }
  }
  window.galleriaAct = act;

  function statusText(view) {
    const name = (s) => view.names[s];
    if (view.status === "over") return ["Game over", "over"];
    if (view.status === "closed") return ["This game was closed.", "over"];
    if (view.status === "failed") return ["The game stopped because of an error.", "over"];
    if (view.decision !== null) return ["Your turn", "yours"];
    if (view.submitted) return [`Your choice (${view.submitted}) is in; waiting for the others`, ""];
    const others = view.to_move.filter((s) => s !== view.seat);
    if (!others.length) return ["…", ""];
    const parts = others.map((s) => {
      const t = view.thinking[String(s)];
      if (!t) return `Waiting for ${name(s)}`;
      if (!t.iterations) return `${name(s)} is thinking…`;
      return `${name(s)} is thinking (${window.GalleriaViews.generic.fmt(t.iterations)} ` +
             `iterations, ${((t.ms || 0) / 1000).toFixed(1)} s)`;
    });
    return [parts.join(" · "), ""];
  }

  // Parts of the page are redrawn only when what they show has changed, so a field being
  // typed in or a button being clicked is not replaced by an identical one.
  const drawn = {};
  function changed(part, value) {
    const key = JSON.stringify(value);
    if (drawn[part] === key) return false;
    drawn[part] = key;
    return true;
  }

  function render(view) {
    const first = state.view === null;
    const newDecision = !state.view || state.view.decision !== view.decision;
    state.view = view;
    if (newDecision) state.sent = false;
    $("title").textContent = `${view.title} · ${view.names[view.seat]} (seat ${view.seat})` +
                             ` · seed ${view.seed}`;
    $("rules-link").href = `/rules/${view.game}`;
    $("rules-link").title = view.rules_doc;
    $("btn-save").hidden = false;
    $("btn-save").href = `/api/play/${state.token}/save`;
    $("btn-leave").hidden = view.status !== "playing";
    const [text, cls] = statusText(view);
    $("status").textContent = text;
    $("status").className = `status ${cls}`;
    if (changed("board", [view.observation, view.thinking, view.last_moves, view.to_move,
                          view.legal, view.submitted, view.names, view.seats, view.status,
                          state.sent])) {
      $("board").replaceChildren(viewFor(view.game).render(view, act));
    }
    renderActions();
    if (changed("analysis", [view.analysis, view.decision, view.can_analyse, state.sent])) {
      renderAnalysis();
    }
    if (changed("log", [view.log_total, view.log.length])) renderLog(first);
    if (changed("result", view.result)) renderResult();
  }

  function amountRuns(legal) {
    // Runs of "<verb> <whole number>" moves: shown as a slider and a field.
    const runs = {};
    const rest = [];
    for (const move of legal) {
      const m = /^(\S+) (\d+)$/.exec(move);
      if (m) (runs[m[1]] = runs[m[1]] || []).push(Number(m[2]));
      else rest.push(move);
    }
    return [runs, rest];
  }

  function renderActions() {
    const view = state.view;
    const box = $("actions");
    if (!view) return;
    if (!changed("actions", [view.decision, view.legal, view.submitted, view.status,
                             state.sent])) return;
    if (view.decision === null) {
      box.replaceChildren(el("p", {class: "waiting", text: view.status === "playing"
        ? (view.submitted ? `Sent: ${view.submitted}` : "Not your turn.") : "No moves."}));
      return;
    }
    const game = viewFor(view.game);
    const label = (m) => (game.label ? game.label(m) : m);
    const [runs, rest] = amountRuns(view.legal);
    const parts = [];
    for (const [verb, amounts] of Object.entries(runs)) {
      const low = Math.min(...amounts);
      const high = Math.max(...amounts);
      const field = el("input", {id: "amount-input", type: "number", value: low,
                                 dataset: {verb}, disabled: state.sent});
      const slider = el("input", {id: "amount-slider", type: "range", min: low, max: high,
                                  value: low, disabled: state.sent});
      slider.addEventListener("input", () => { field.value = slider.value; });
      field.addEventListener("input", () => { slider.value = field.value; });
      const submit = () => act(`${verb} ${String(field.value).trim()}`);
      field.addEventListener("keydown", (e) => { if (e.key === "Enter") submit(); });
      parts.push(el("div", {class: "amount"},
        el("div", {class: "row"}, slider, field,
           el("button", {id: "amount-submit", type: "button", class: "primary",
                         disabled: state.sent, onclick: submit, dataset: {verb}},
              game.amountLabel ? game.amountLabel(verb) : verb)),
        el("div", {class: "range-note", id: "amount-range",
                   text: `${verb}: from ${low} to ${high}`})));
    }
    if (rest.length) {
      parts.push(el("div", {class: "move-group"}, rest.map((m) =>
        el("button", {class: "move-btn", type: "button", dataset: {move: m},
                      disabled: state.sent, onclick: () => act(m)}, label(m)))));
    }
    box.replaceChildren(el("div", {class: "actions", dataset: {decision: view.decision}}, parts));
    if (state.sent) {
      document.querySelectorAll("#hand button.card").forEach((b) => { b.disabled = true; });
    }
  }

  function renderAnalysis() {
    const view = state.view;
    $("analysis-panel").hidden = !view.can_analyse;
    const input = $("analyse-iterations");
    input.max = view.max_hint_iterations;
    if (!input.value) input.value = view.hint_iterations;
    const a = view.analysis;
    const running = a && a.running;
    $("analyse-btn").disabled = view.decision === null || running;
    const box = $("analysis");
    if (!a) {
      box.replaceChildren(el("p", {class: "waiting", text: view.decision === null
        ? "On your turn the engine can rate your moves (its estimate of your win share)."
        : "Ask the engine to rate your moves."}));
      return;
    }
    if (running) {
      const p = a.progress;
      box.replaceChildren(el("p", {id: "analysis-progress", text: p
        ? `Thinking… ${window.GalleriaViews.generic.fmt(p.iterations)} of ` +
          `${window.GalleriaViews.generic.fmt(a.iterations)} iterations`
        : "Thinking…"}));
      return;
    }
    if (a.error) {
      box.replaceChildren(el("p", {class: "waiting", text: a.error}));
      return;
    }
    const rows = a.rows.slice().sort((x, y) => (x.rank ?? 1e9) - (y.rank ?? 1e9));
    const best = Math.max(0.0001, ...rows.map((r) => Number(r.value) || 0));
    box.replaceChildren(...[el("table", {class: "analysis", id: "analysis-table"},
      el("tr", {}, el("th", {text: "move"}), el("th", {text: "win share"}),
         el("th", {text: "visits"}), el("th", {})),
      rows.map((r) => el("tr", {dataset: {move: r.move}},
        el("td", {text: r.move}),
        el("td", {}, `${(100 * (Number(r.value) || 0)).toFixed(1)}%`,
           el("div", {class: "bar", style: `width: ${Math.round(100 * (Number(r.value) || 0) / best)}%`})),
        el("td", {text: String(r.visits ?? "")}),
        el("td", {}, view.legal.includes(r.move) ? el("button", {type: "button",
          disabled: state.sent, onclick: () => act(r.move)}, "play") : null)))),
      a.unevaluated ? el("p", {class: "range-note", text: `${a.unevaluated} other amounts ` +
        "were not searched (bids are searched on a grid)."}) : null].filter(Boolean));
  }

  $("analyse-btn").addEventListener("click", () => {
    const iterations = Number($("analyse-iterations").value);
    send({type: "analyse", iterations});
  });

  function renderLog(first) {
    const view = state.view;
    const list = $("log");
    const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    const start = view.log_total - view.log.length;
    list.start = start + 1;
    list.replaceChildren(...view.log.map((e) => el("li", {class: e.kind, text: e.text})));
    if (first || atBottom) list.scrollTop = list.scrollHeight;
  }

  function renderResult() {
    const view = state.view;
    const box = $("result");
    if (!view.result) { box.hidden = true; return; }
    box.hidden = false;
    const r = view.result;
    const order = r.ranking.map((s) => el("li", {class: r.winners.includes(s) ? "winner" : ""},
      `${view.names[s]}: ${r.scores[s]} ${view.score_name}` +
      (r.winners.includes(s) ? (r.winners.length > 1 ? " (shared win)" : " (winner)") : "")));
    box.replaceChildren(el("h2", {text: "Final result"}), el("ol", {id: "ranking"}, order),
      el("pre", {text: r.lines.join("\n")}),
      el("button", {type: "button", class: "primary", onclick: () => window.location.assign("/")},
         "New game"));
  }

  // ---- start -----------------------------------------------------------------------------------
  const match = /^\/play\/([A-Za-z0-9_-]+)$/.exec(window.location.pathname);
  if (match) {
    state.token = match[1];
    $("table").hidden = false;
    connect();
  } else {
    lobby().catch((error) => toast(error.message));
  }
})();

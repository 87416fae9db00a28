// Modern Art's view: the value board, the players, the lot on auction, your hand and the
// season's scoring, drawn from the seat's observation (see games/modern_art/screen.py for
// the same table in words).
"use strict";

(function () {
  const ARTISTS = ["LM", "YO", "CP", "KG", "KR"];
  const NAMES = {LM: "Lite Metal", YO: "Yoko", CP: "Christin P.", KG: "Karl Gitter",
                 KR: "Krypto"};
  const TYPES = {open: "open", once: "once around", sealed: "sealed", fixed: "fixed price",
                 double: "double"};
  const HELP = {
    open: "Open auction: bidding goes round from the auctioneer's left, the auctioneer " +
          "included; raise or pass (a pass does not take you out). It ends when everyone but " +
          "the high bidder has passed in a row.",
    once: "Once around: from the auctioneer's left, each player bids once (more than the " +
          "highest so far) or passes; the auctioneer is asked last.",
    sealed: "Sealed: everyone chooses a bid secretly, all at once (pass = no bid). The " +
            "highest wins; a tie goes to the first tied player from the auctioneer on.",
    fixed: "Fixed price: the auctioneer names a price; from its left each player buys or " +
           "declines; if nobody buys, the auctioneer must buy it from the bank.",
    double: "Double: a second painting of the same artist (not a double) may join it, " +
            "first from its player, then round the table. The pair is sold by the second " +
            "card's auction type; whoever adds it runs the auction.",
  };
  const g = () => window.GalleriaViews.generic;
  // "you put" / "Ann puts": a verb in the third person, agreeing with its subject.
  const does = (who, verb) => (who === "you" ? `you ${verb.replace(/s\b/, "")}` : `${who} ${verb}`);
  // A season's scoring stays on top from when it happens until you have made a move after.
  const fresh = {seen: 0, decision: null};

  function card(code, opts = {}) {
    const [artist, type] = code.split("-");
    if (!type) {         // a painting bought: only its artist matters
      return el("div", {class: `card ${artist} small`, title: NAMES[artist] || artist},
                el("span", {class: "artist", text: artist}));
    }
    const tag = opts.move ? "button" : "div";
    return el(tag, {
      class: `card ${artist}${opts.small ? " small" : ""}`,
      title: `${NAMES[artist] || artist}, ${TYPES[type] || type}`,
      type: opts.move ? "button" : null,
      dataset: opts.move ? {move: opts.move} : null,
      onclick: opts.move ? () => opts.act(opts.move) : null,
    }, el("span", {class: "artist", text: artist}),
       el("span", {class: "type", text: TYPES[type] || type}));
  }

  function perArtist(value) {
    if (Array.isArray(value)) return value;
    return ARTISTS.map((a) => (value && value[a]) || 0);
  }

  function valueBoard(obs) {
    const board = obs.value_board || [];
    const counts = perArtist(obs.season_counts);
    const totals = ARTISTS.map((_, a) => board.reduce((sum, row) => sum + (row[a] || 0), 0));
    const head = el("tr", {}, el("th", {text: "season"}), ARTISTS.map((a) =>
      el("th", {class: "artist", style: `background: var(--${a})`, title: NAMES[a], text: a})));
    const rows = board.map((row, s) => el("tr", {class: s === obs.season ? "current" : ""},
      el("td", {text: String(s + 1)}), row.map((v) => el("td", {text: v ? String(v) : "·"}))));
    return el("section", {class: "panel", id: "value-board"},
      el("h2", {text: `Value board · season ${obs.season + 1} of 4`}),
      obs.virtual ? el("div", {class: "range-note", text: `Virtual player (${obs.virtual}): ` +
                               `${obs.vpile_size} cards in its pile`}) : null,
      el("table", {class: "values"}, el("thead", {}, head), el("tbody", {}, rows,
        el("tr", {}, el("td", {text: "markers"}), totals.map((v) =>
          el("td", {text: v ? String(v) : "·", title: "sum of the markers so far: a painting " +
                    "is worth this if its artist is ranked again this season"}))),
        el("tr", {}, el("td", {text: "played"}), counts.map((n) =>
          el("td", {class: "pips", title: `${n} this season; the 5th ends the season`,
                    text: "●".repeat(Math.min(n, 5)) + "○".repeat(Math.max(0, 5 - n))}))))));
  }

  function players(view, obs) {
    const money = obs.money || [];
    const sizes = obs.hand_sizes || [];
    const bought = obs.bought || [];
    const auction = obs.auction || {};
    return el("section", {class: "panel"}, el("h2", {text: "Players"}),
      el("div", {class: "players", id: "players"}, view.names.map((name, seat) => {
        const info = view.seats[seat];
        const thinking = view.thinking[String(seat)];
        const acting = view.to_move.includes(seat);
        const owned = [];
        perArtist(bought[seat]).forEach((n, a) => {
          for (let k = 0; k < n; k++) owned.push(card(ARTISTS[a]));
        });
        const status = [];
        if (seat === auction.auctioneer && (auction.cards || []).length) status.push("auctioneer");
        if (thinking) {
          status.push(thinking.iterations ? `thinking… ${g().fmt(thinking.iterations)} iterations`
                                          : "thinking…");
        } else if (acting && seat === view.seat && view.submitted) {
          status.push(`sent: ${view.submitted}`);
        } else if (acting) {
          status.push(obs.phase === "sealed" ? "to choose a sealed bid" : "to move");
        }
        if (view.last_moves && view.last_moves[String(seat)]) {
          status.push(`last: ${view.last_moves[String(seat)]}`);
        }
        return el("div", {class: `player${seat === view.seat ? " me" : ""}` +
                                  `${acting ? " acting" : ""}`, dataset: {seat}},
          el("span", {class: "name", text: name + (seat === view.seat && name !== "You"
                                                   ? " (you)" : "")}),
          el("span", {class: "money", text: `$${money[seat] ?? "?"}`,
                      title: "money (in thousands)"}),
          el("span", {class: "info", text: [
            info.human ? "person" : `${info.ai}${info.skill ? ", skill " + info.skill : ""}`,
            `${sizes[seat] ?? "?"} cards in hand`, ...status].join(" · ")}),
          owned.length ? el("div", {class: "cards info", title: "bought this season"}, owned)
                       : null);
      })));
  }

  function auctionPanel(view, obs) {
    const a = obs.auction;
    const name = (s) => (s === view.seat ? "you" : view.names[s] ?? "-");
    if (!a) return null;
    const facts = [];
    let lot = null;
    const cards = a.cards || [];
    const type = a.type;
    if (a.virtual_turn || obs.phase === "reveal") {
      facts.push(el("div", {class: "kind", text: "The virtual player's pile"}),
                 el("div", {text: `${name(a.actor)} may reveal its top card.`.replace(/^you/, "You")}));
    } else if (!cards.length) {
      facts.push(el("div", {class: "kind", text: "No auction yet"}),
                 el("div", {text: `${does(name(a.actor), "puts")} a painting up for auction.`}));
    } else {
      lot = el("div", {class: "cards", id: "lot"}, cards.map((c) => card(c)));
      const kind = obs.phase === "double" ? "double" : type;
      facts.push(el("div", {class: "kind",
                            text: `${TYPES[kind] || kind} auction · auctioneer ${name(a.auctioneer)}`}));
      if (a.original !== null && a.original !== a.auctioneer) {
        facts.push(el("div", {text: `double played by ${name(a.original)}`}));
      }
      facts.push(el("div", {class: "range-note", text: HELP[kind] || ""}));
      if (a.high_bidder !== null && a.high_bidder !== undefined) {
        facts.push(el("div", {id: "high-bid",
                              text: `High bid ${a.high_bid} by ${name(a.high_bidder)}`}));
      } else if (obs.phase === "open" || obs.phase === "once") {
        facts.push(el("div", {id: "high-bid", text: "No bid yet"}));
      }
      if (a.price) facts.push(el("div", {text: `Price ${a.price}`}));
      if (obs.phase === "sealed") {
        const mine = view.submitted || (a.my_sealed_bid !== undefined && a.my_sealed_bid !== null
                                        ? `bid ${a.my_sealed_bid}` : null);
        facts.push(el("div", {text: mine ? `Your sealed choice: ${mine}`
                                         : "Your sealed bid: not chosen yet"}));
      }
      if (a.actor !== null && a.actor !== undefined && obs.phase !== "sealed") {
        facts.push(el("div", {text: `Asking ${name(a.actor)}`}));
      }
    }
    return el("section", {class: "panel", id: "auction"}, el("h2", {text: "On auction"}),
      el("div", {class: "auction"}, lot, el("div", {class: "facts"}, facts)));
  }

  function hand(view, obs, act) {
    const legal = new Set(view.legal);
    const cards = (obs.hand || []).slice().sort((x, y) =>
      ARTISTS.indexOf(x.split("-")[0]) - ARTISTS.indexOf(y.split("-")[0]));
    return el("section", {class: "panel"}, el("h2", {text: `Your hand (${cards.length})`}),
      el("div", {class: "cards", id: "hand"}, cards.map((c) => {
        const move = legal.has(`play ${c}`) ? `play ${c}` : legal.has(`add ${c}`) ? `add ${c}`
                                                                                 : null;
        return card(c, move ? {move, act} : {});
      })),
      cards.length ? null : el("p", {class: "waiting", text: "No cards."}));
  }

  function scoring(view, obs) {
    const records = obs.scoring || [];
    if (!records.length) return null;
    const last = records[records.length - 1];
    if (records.length > fresh.seen) {
      fresh.seen = records.length;
      fresh.decision = "next";
    }
    if (fresh.decision === "next" && view.decision !== null) fresh.decision = view.decision;
    else if (typeof fresh.decision === "number" && view.decision !== fresh.decision) {
      fresh.decision = null;
    }
    const isFresh = fresh.decision !== null || view.status !== "playing";
    return el("section", {class: `panel scoring${isFresh ? " fresh" : ""}`, id: "scoring"},
      el("h2", {text: `Season ${last.season + 1} scored`}),
      el("div", {text: "Paintings sold to the bank at: " + (last.ranked.length
        ? last.ranked.map((a) => `${NAMES[a]} ${last.values[a]}`).join(", ")
        : "no artist ranked") + "; every other artist's paintings are worth nothing."}),
      el("table", {}, last.earnings.slice(0, view.names.length).map((e, s) =>
        el("tr", {}, el("td", {text: view.names[s]}), el("td", {text: `+${e}`})))),
      records.length > 1 ? el("div", {class: "range-note", text: "Earlier: " +
        records.slice(0, -1).map((r) => `season ${r.season + 1}: ` +
          r.ranked.map((a) => `${a} ${r.values[a]}`).join(", ")).join(" · ")}) : null);
  }

  const LABELS = {pass: "Pass", noadd: "Add no card", accept: "Buy at this price",
                  decline: "Decline", reveal: "Reveal the top card", noreveal: "Don't reveal"};

  window.GalleriaViews.modern_art = {
    render(view, act) {
      const obs = view.observation;
      const scored = scoring(view, obs);     // just scored: shown first, else last
      const fresh = scored !== null && scored.classList.contains("fresh");
      return el("div", {class: "ma-grid"},
        fresh ? scored : null,
        el("div", {class: "ma-top"}, valueBoard(obs), auctionPanel(view, obs)),
        players(view, obs),
        hand(view, obs, act),
        fresh ? null : scored);
    },
    label(move) {
      if (LABELS[move]) return LABELS[move];
      const [verb, arg] = move.split(" ");
      if (verb === "play") return `Play ${arg}`;
      if (verb === "add") return `Add ${arg}`;
      return move;
    },
    amountLabel(verb) { return {bid: "Bid", price: "Name the price"}[verb] || verb; },
  };
})();

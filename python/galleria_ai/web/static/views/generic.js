// The generic view: any registered game, from its observation and legal moves alone.
// A game's own view (views/<game>.js) registers under its name and may reuse these helpers.
"use strict";

window.GalleriaViews = window.GalleriaViews || {};

// Build an element: el("div", {class: "x", text: "..."}, child, ...). Text is always set as
// text (never parsed as HTML): names and moves come from people and engines.
window.el = function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = String(value);
    else if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
};

(function () {
  function valueNode(value) {
    if (value === null || value === undefined) return el("span", {class: "waiting", text: "-"});
    if (Array.isArray(value)) {
      if (!value.length) return "—";
      if (value.every((v) => typeof v !== "object" || v === null)) return value.join(", ");
      return el("ol", {}, value.map((v) => el("li", {}, valueNode(v))));
    }
    if (typeof value === "object") return table(value);
    return String(value);
  }

  function table(obj) {
    return el("table", {class: "kv"}, Object.entries(obj).map(([k, v]) =>
      el("tr", {}, el("td", {text: k.replace(/_/g, " ")}), el("td", {}, valueNode(v)))));
  }

  function players(view) {
    return el("div", {class: "players"}, view.names.map((name, seat) => {
      const info = view.seats[seat];
      const thinking = view.thinking[String(seat)];
      const acting = view.to_move.includes(seat);
      return el("div", {class: "player" + (seat === view.seat ? " me" : "") +
                                (acting ? " acting" : ""), dataset: {seat}},
        el("span", {class: "name", text: name + (seat === view.seat && name !== "You"
                                                 ? " (you)" : "")}),
        el("span", {class: "money"}),
        el("span", {class: "info", text: [
          info.human ? "person" : `${info.ai}${info.skill ? ", skill " + info.skill : ""}`,
          acting ? (thinking ? `thinking… ${fmt(thinking.iterations)} iterations`
                             : "to move") : "",
        ].filter(Boolean).join(" · ")}));
    }));
  }

  function fmt(n) { return typeof n === "number" ? n.toLocaleString("en") : String(n ?? ""); }

  window.GalleriaViews.generic = {
    // The board area of the page.
    render(view) {
      return el("div", {class: "ma-grid"},
        el("section", {class: "panel"}, el("h2", {text: "Players"}), players(view)),
        el("section", {class: "panel"}, el("h2", {text: "What you see"}),
           table(view.observation)),
        view.scoring && (Array.isArray(view.scoring) ? view.scoring.length
                                                     : Object.keys(view.scoring).length)
          ? el("section", {class: "panel"}, el("h2", {text: "Scoring"}), valueNode(view.scoring))
          : null);
    },
    // A move's text on its button.
    label(move) { return move; },
    fmt,
    table,
  };
})();

import CanonicalJSON

/// The gallery's one inline script, allowed by its hash in the page's policy. It hides
/// images that fail to load (their placeholder shows), lists the bridge calls posted by the
/// html frames (as text, each line at most 200 characters: a longer one is cut to 199 and
/// ends with `…`), and adds a filter box and a light/dark switch. The page works without it.
enum GalleryScript {
    static let source = """
        (function () {
          "use strict";
          document.addEventListener("error", function (event) {
            var target = event.target;
            if (target && target.tagName === "IMG") { target.classList.add("failed"); }
          }, true);
          window.addEventListener("message", function (event) {
            var data = event.data;
            if (!data || typeof data !== "object" || data.campaignc !== "bridge" || typeof data.call !== "string") { return; }
            var chars = Array.from(data.call.slice(0, 400));
            var line = chars.length > 200 ? chars.slice(0, 199).join("") + "\\u2026" : chars.join("");
            var frames = document.querySelectorAll("iframe[data-bridge-key]");
            for (var i = 0; i < frames.length; i++) {
              if (frames[i].contentWindow !== event.source) { continue; }
              var key = frames[i].getAttribute("data-bridge-key");
              var screen = frames[i].closest("[data-frame]");
              var platform = screen ? screen.getAttribute("data-platform") : null;
              var lists = document.querySelectorAll("[data-bridge-calls]");
              for (var j = 0; j < lists.length; j++) {
                if (lists[j].getAttribute("data-bridge-calls") !== key || lists[j].getAttribute("data-platform") !== platform) { continue; }
                var item = document.createElement("li");
                item.textContent = line;
                lists[j].appendChild(item);
              }
            }
          });
          document.addEventListener("DOMContentLoaded", function () {
            var tools = document.getElementById("tools");
            var filter = document.getElementById("filter");
            var show = document.getElementById("show");
            if (!tools || !filter || !show) { return; }
            tools.hidden = false;
            filter.addEventListener("input", function () {
              var query = filter.value.trim().toLowerCase();
              var cards = document.querySelectorAll(".campaign");
              for (var i = 0; i < cards.length; i++) {
                cards[i].hidden = query !== "" && cards[i].getAttribute("data-search").indexOf(query) < 0;
              }
            });
            show.addEventListener("change", function () { document.body.setAttribute("data-show", show.value); });
          });
        })();
        """

    /// `'sha256-…'`: the policy's source expression for `source`.
    static var hashSource: String {
        var hasher = SHA256()
        hasher.update(Array(source.utf8))
        return "'sha256-" + Base64.encode(hasher.finalize()) + "'"
    }
}

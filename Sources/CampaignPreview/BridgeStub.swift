import CampaignModel

/// `html/<id>.html`: the message's own HTML after a policy and a stub `brazeBridge` /
/// `appboyBridge`, so its scripts run without throwing and each bridge call is posted to the
/// gallery with its arguments (SPEC §10).
///
/// The policy comes before any of the message's content, whatever the document holds (issue
/// 23 item 16: `<head>` inside a comment, an attribute or a `<textarea>`, or a script before
/// `<head>`, must not move it): the file starts with the message's doctype, when the document
/// starts with one, then the charset, the policy and the stub, then the rest of the message.
/// Nothing else of the message is searched. A `<meta>` first opens the head, so the policy is
/// in force from the first byte of the message on; the message's own `<html>` and `<head>`
/// tags then merge into those elements as HTML parsing does.
enum BridgeStub {
    /// The stub: every method posts `{campaignc: "bridge", call}` to the parent page, `call`
    /// being the method's name and its arguments as `JSON.stringify` writes the argument list,
    /// without the outer brackets (`logClick("7")`), or `(…)` when the list cannot be
    /// serialised. `getUser()` returns a user whose every method does the same. The stub keeps
    /// its own `JSON.stringify`, so a message that replaces it later changes nothing.
    static let script = """
        (function () {
          "use strict";
          var stringify = JSON.stringify;
          function post(method, args) {
            var list = [];
            for (var i = 0; i < args.length; i++) { list.push(args[i]); }
            var text;
            try {
              text = stringify(list);
              text = typeof text === "string" ? "(" + text.slice(1, -1) + ")" : "(\\u2026)";
            } catch (error) {
              text = "(\\u2026)";
            }
            try { window.parent.postMessage({ campaignc: "bridge", call: method + text }, "*"); } catch (error) {}
          }
          function call(method) { return function () { post(method, arguments); }; }
          var user = new Proxy({}, { get: function (target, key) { return call("getUser()." + String(key)); } });
          var bridge = {
            closeMessage: call("closeMessage"),
            logClick: call("logClick"),
            logCustomEvent: call("logCustomEvent"),
            logPurchase: call("logPurchase"),
            requestImmediateDataFlush: call("requestImmediateDataFlush"),
            requestPushPermission: call("requestPushPermission"),
            changeUser: call("changeUser"),
            getUser: function () { return user; },
            display: { showFeed: call("display.showFeed") },
            web: {
              registerAppboyPushMessages: call("web.registerAppboyPushMessages"),
              trackLocation: call("web.trackLocation")
            }
          };
          window.brazeBridge = bridge;
          window.appboyBridge = bridge;
          window.addEventListener("DOMContentLoaded", function () {
            window.dispatchEvent(new Event("ab.BridgeReady"));
          });
        })();
        """

    /// The policy of the file: inline scripts and styles, the message's own asset URLs, and
    /// nothing else (no connection, no frame, no form, no base).
    static func policy(for message: HTMLMessage) -> String {
        let sources = message.assetURLs.compactMap { PolicySource.url($0.value) }.joined(separator: " ")
        let allowed = sources.isEmpty ? "" : " " + sources
        return "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'" + allowed
            + "; img-src data:" + allowed + "; font-src" + (sources.isEmpty ? " 'none'" : allowed)
            + "; media-src" + (sources.isEmpty ? " 'none'" : allowed) + "; base-uri 'none'; form-action 'none'"
    }

    /// The file's bytes for `message`.
    static func document(for message: HTMLMessage) -> [UInt8] {
        let injected =
            "<meta charset=\"utf-8\"><meta http-equiv=\"Content-Security-Policy\" content=\"" + policy(for: message) + "\">"
            + "<script>\n" + script + "\n</script>"
        let bytes = Array(message.html.value.utf8)
        let start = doctypeEnd(in: bytes)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + injected.utf8.count)
        output.append(contentsOf: bytes[..<start])
        output.append(contentsOf: injected.utf8)
        output.append(contentsOf: bytes[start...])
        return output
    }

    /// The end of a doctype that opens the document (after a byte order mark and ASCII
    /// whitespace, which an HTML parser skips there), else 0. A doctype ends at its first `>`
    /// in every state of the HTML tokenizer, so nothing the doctype holds can hide content.
    /// Keeping it first keeps the message's rendering mode (standards or quirks) its own.
    static func doctypeEnd(in bytes: [UInt8]) -> Int {
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, [0x09, 0x0A, 0x0C, 0x0D, 0x20].contains(bytes[index]) { index += 1 }
        let keyword = Array("<!doctype".utf8)
        guard bytes.count - index >= keyword.count,
            zip(bytes[index..<(index + keyword.count)], keyword).allSatisfy({ lowercase($0) == $1 }),
            let close = bytes[(index + keyword.count)...].firstIndex(of: UInt8(ascii: ">"))
        else { return 0 }
        return close + 1
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte
    }
}

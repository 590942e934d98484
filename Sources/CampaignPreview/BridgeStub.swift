import CampaignModel

/// `html/<id>.html`: the message's own HTML with a policy and a stub `brazeBridge` /
/// `appboyBridge` injected at the start of its head, so its scripts run without throwing and
/// each bridge call is posted to the gallery (SPEC §10).
enum BridgeStub {
    /// The stub: every method posts `{campaignc: "bridge", method}` to the parent page;
    /// `getUser()` returns a user whose every method does the same.
    static let script = """
        (function () {
          "use strict";
          function post(method) {
            try { window.parent.postMessage({ campaignc: "bridge", method: method }, "*"); } catch (error) {}
          }
          function call(method) { return function () { post(method); }; }
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

    /// The file's bytes for `message`.
    static func document(for message: HTMLMessage) -> [UInt8] {
        let sources = message.assetURLs.compactMap { PolicySource.url($0.value) }.joined(separator: " ")
        let allowed = sources.isEmpty ? "" : " " + sources
        let policy =
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'" + allowed
            + "; img-src data:" + allowed + "; font-src" + (sources.isEmpty ? " 'none'" : allowed)
            + "; media-src" + (sources.isEmpty ? " 'none'" : allowed) + "; base-uri 'none'; form-action 'none'"
        let injected =
            "<meta http-equiv=\"Content-Security-Policy\" content=\"" + policy + "\">"
            + "<script>\n" + script + "\n</script>"
        let html = message.html.value
        let bytes = Array(html.utf8)
        let insertAt = insertionPoint(in: bytes)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + injected.utf8.count)
        output.append(contentsOf: bytes[..<insertAt])
        output.append(contentsOf: injected.utf8)
        output.append(contentsOf: bytes[insertAt...])
        return output
    }

    /// Just after the opening `<head …>` tag, else after `<html …>`, else after a doctype,
    /// else the very start (matched ASCII case-insensitively).
    static func insertionPoint(in bytes: [UInt8]) -> Int {
        for tag in ["<head", "<html", "<!doctype"] {
            if let end = endOfTag(tag, in: bytes) { return end }
        }
        return 0
    }

    private static func endOfTag(_ tag: String, in bytes: [UInt8]) -> Int? {
        let pattern = Array(tag.utf8)
        guard bytes.count >= pattern.count else { return nil }
        var index = 0
        while index + pattern.count <= bytes.count {
            var matched = true
            for offset in 0..<pattern.count where lowercase(bytes[index + offset]) != pattern[offset] {
                matched = false
                break
            }
            let next = index + pattern.count
            if matched, next < bytes.count,
                bytes[next] == UInt8(ascii: ">") || bytes[next] == 0x20
                    || bytes[next] == 0x0A || bytes[next] == 0x09 || bytes[next] == 0x0D
            {
                guard let close = bytes[next...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                return close + 1
            }
            index += 1
        }
        return nil
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte
    }
}

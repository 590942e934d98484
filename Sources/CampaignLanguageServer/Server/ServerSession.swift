import CampaignWorkspace
import CanonicalJSON

/// The server's state machine (SPEC §13.3): the lifecycle, the dispatch of every message, and
/// the errors of JSON-RPC. It runs on one thread and is handed the frames read so far in
/// batches; a request is answered from the state after every message before it, and a
/// `$/cancelRequest` later in the batch cancels a request not answered yet.
final class ServerSession {
    enum Phase {
        /// Before `initialize`: requests are `-32002`, notifications dropped.
        case uninitialized
        /// After `initialize`, before `initialized`.
        case initialized
        /// After `initialized`: the workspace is analyzed.
        case running
        /// After `shutdown`: requests are `-32600`, notifications but `exit` dropped.
        case shutDown
    }

    private(set) var phase = Phase.uninitialized
    /// Set when the process should end, with its status.
    private(set) var exitStatus: Int32?
    var client = ClientFacts()
    var documents = DocumentStore()
    var workspace: WorkspaceState
    var publisher = DiagnosticPublisher()
    let environment: ServerEnvironment
    /// Writes one message; a failure means the client is gone.
    let send: (JSONValue) throws(StreamFailure) -> Void

    /// What the next refresh must do.
    var plan = RefreshPlan()
    var announcedNoProject = false
    /// The problems (baselines, files that cannot be read) last shown, so each is shown once until it changes.
    var shownProblems: Set<String> = []
    var nextServerRequest: Int64 = 1
    /// The baseline files the client was asked to watch; nil before the first registration.
    var watchedBaselines: Set<String>?
    /// Messages to send after the answer being computed.
    var outbox: [JSONValue] = []
    /// Whether diagnostics were published yet (the first publication has no versions).
    var published = false

    init(environment: ServerEnvironment, send: @escaping (JSONValue) throws(StreamFailure) -> Void) {
        self.environment = environment
        self.send = send
        self.workspace = WorkspaceState(configFile: environment.configFile)
    }

    /// Handles the frames read since the last batch, in order; returns at the end of the batch
    /// or when the process should end (`exitStatus`).
    func process(_ frames: [Frame]) throws(StreamFailure) {
        var classified: [Result<IncomingMessage, IncomingMessage.Rejected>?] = frames.map { frame -> Result<IncomingMessage, IncomingMessage.Rejected>? in
            guard case .message(let body) = frame else { return nil }
            do throws(IncomingMessage.Rejected) {
                return .success(try IncomingMessage.classify(body))
            } catch {
                return .failure(error)
            }
        }
        // Whether a `$/cancelRequest` later in the batch names each request: one pass from the end.
        var cancelledLater = Array(repeating: false, count: frames.count)
        var cancelledIDs: Set<RequestID> = []
        for index in frames.indices.reversed() {
            switch classified[index] {
            case .success(.request(let id, _, _))?: cancelledLater[index] = cancelledIDs.contains(id)
            case .success(.notification("$/cancelRequest", let cancel))?: if let id = RequestID(cancel?["id"]) { cancelledIDs.insert(id) }
            default: break
            }
        }
        for index in frames.indices {
            guard exitStatus == nil else { return }
            let message = classified[index]
            classified[index] = nil
            switch frames[index] {
            case .end(let failure):
                if let failure { environment.log("reading standard input failed: \(failure.reason)") }
                exitStatus = phase == .shutDown ? 0 : 1
            case .unusableHeader(let reason):
                environment.log("unusable header: \(reason)")
                try send(OutgoingMessage.error(nil, .parseError("unusable header: \(reason)")))
            case .unsupportedCharset(let charset):
                try send(OutgoingMessage.error(nil, .parseError("unsupported charset '\(charset)': the body must be UTF-8")))
            case .oversized(let length):
                try send(OutgoingMessage.error(nil, .invalidRequest("a body of \(length) bytes is over the limit of \(FrameReader.maxBody) bytes")))
            case .message:
                switch message {
                case .failure(let rejected)?:
                    try send(OutgoingMessage.error(rejected.id, rejected.error))
                case .success(.request(let id, let method, let params))?:
                    try request(id: id, method: method, params: params, cancelled: cancelledLater[index])
                case .success(.notification(let method, let params))?:
                    try notification(method: method, params: params)
                case .success(.response)?, nil:
                    continue
                }
            }
        }
        if exitStatus == nil, plan.isNeeded, phase == .running { try refreshShowingFailures() }
    }

    /// An analysis no request waits for: an internal failure is shown to the user.
    private func refreshShowingFailures() throws(StreamFailure) {
        if let failure = try refresh() {
            try send(OutgoingMessage.message("window/showMessage", type: 1, RPCError.internalError(failure).message))
        }
    }

    private func request(id: RequestID, method: String, params: JSONValue?, cancelled: Bool) throws(StreamFailure) {
        let answer: Result<JSONValue, RPCError>
        if cancelled {
            answer = .failure(.requestCancelled)
        } else {
            switch phase {
            case .uninitialized:
                answer = method == "initialize" ? .success(initialize(params)) : .failure(.serverNotInitialized)
            case .shutDown:
                answer = .failure(.invalidRequest("the server was shut down; only exit is accepted"))
            case .initialized, .running:
                answer = try answerRequest(method: method, params: params)
            }
        }
        switch answer {
        case .success(let result): try send(OutgoingMessage.result(id, result))
        case .failure(let error): try send(OutgoingMessage.error(id, error))
        }
        try flushOutbox()
    }

    /// Sends what was queued while answering (logs about `initialize`).
    func flushOutbox() throws(StreamFailure) {
        let queued = outbox
        outbox = []
        for message in queued { try send(message) }
    }

    /// The answer to a request after `initialize`; the texts received before it are analyzed
    /// first, and an internal failure of that analysis is the request's `-32603`.
    private func answerRequest(method: String, params: JSONValue?) throws(StreamFailure) -> Result<JSONValue, RPCError> {
        switch method {
        case "initialize":
            return .failure(.invalidRequest("initialize was already received"))
        case "shutdown":
            phase = .shutDown
            return .success(.null)
        default:
            if plan.isNeeded, phase == .running, let failure = try refresh() { return .failure(.internalError(failure)) }
            do throws(RPCError) {
                return .success(try feature(method: method, params: params))
            } catch {
                return .failure(error)
            }
        }
    }

    private func initialize(_ params: JSONValue?) -> JSONValue {
        client = ClientFacts(initializeParams: params)
        workspace.root = client.root
        let folders = [client.root, environment.configFile.map { String($0[..<($0.lastIndex(of: "/") ?? $0.startIndex)]) }].compactMap { $0 }
        workspace.linkedFolders = LinkedFolders(folders, resolve: environment.analyzer.resolvedPath)
        phase = .initialized
        for ignored in client.ignoredFolders { log("workspace folder \(ignored) is ignored: the server takes the first one") }
        if let processID = client.processID { ProcessWatch.start(processID: processID, environment: environment) }
        environment.log("initialize: root \(client.root ?? "(none)"), positions in \(client.encoding.rawValue)")
        return InitializeResult.json(encoding: client.encoding, version: environment.version)
    }

    private func notification(method: String, params: JSONValue?) throws(StreamFailure) {
        if method == "exit" {
            exitStatus = phase == .shutDown ? 0 : 1
            return
        }
        guard phase == .initialized || phase == .running else { return }
        switch method {
        case "initialized":
            guard phase == .initialized else { return }
            phase = .running
            plan.start()
            try refreshShowingFailures()
        case _ where DocumentNotification.methods.contains(method):
            guard let notification = DocumentNotification(method: method, params: params) else {
                environment.log("\(method) ignored: its params do not fit")
                break
            }
            documentNotification(notification, method: method)
        default:
            return
        }
        try flushOutbox()
    }

    /// A line on standard error and, after the current answer, a `window/logMessage` (type 4).
    func log(_ text: String) {
        environment.log(text)
        outbox.append(OutgoingMessage.message("window/logMessage", type: 4, text))
    }
}

import CanonicalJSON

// The documents and the workspace: open texts, file events, analysis and publishing (SPEC §13.5).
extension ServerSession {
    func documentNotification(method: String, params: JSONValue?) {
        let uri: String? = if case .string(let text)? = params?["textDocument"]?["uri"] { text } else { nil }
        let version: Int64? = if case .integer(let number)? = params?["textDocument"]?["version"] { number } else { nil }
        switch method {
        case "textDocument/didOpen":
            guard let uri, case .string(let text)? = params?["textDocument"]?["text"] else { return ignored(method) }
            documents.open(uri: uri, version: version, text: Array(text.utf8))
            changed(uri: uri, publishAlways: true)
        case "textDocument/didChange":
            guard let uri, case .array(let changes)? = params?["contentChanges"],
                documents.change(uri: uri, version: version, changes: changes, encoding: client.encoding)
            else { return ignored(method) }
            changed(uri: uri, publishAlways: true)
        case "textDocument/didClose":
            // The disk's text comes back; a file that is not on disk stops being an input.
            guard let uri, let closed = documents.close(uri: uri) else { return ignored(method) }
            if closed.path.map(isProjectFileName) ?? false { needsProjects = true }
            needsAnalysis = true
            pendingRefresh.walks = true
        case "textDocument/didSave":
            // The root is walked again, so a client without file watching sees a checkout at its next save.
            guard let uri else { return ignored(method) }
            changed(uri: uri, publishAlways: false)
            pendingRefresh.walks = true
        default:  // workspace/didChangeWatchedFiles
            guard case .array(let events)? = params?["changes"] else { return ignored(method) }
            for case .string(let changedURI)? in events.map({ $0["uri"] }) {
                guard let path = FileURI.path(of: changedURI) else { continue }
                if isProjectFileName(path) { needsProjects = true }
                pendingRefresh.reread.insert(path)
            }
            needsAnalysis = true
            pendingRefresh.walks = true
        }
    }

    private func changed(uri: String, publishAlways: Bool) {
        needsAnalysis = true
        guard let path = documents[uri]?.path ?? FileURI.path(of: uri) else { return }
        if isProjectFileName(path) { needsProjects = true }
        if publishAlways { alwaysPublish.append(path) }
    }

    private func isProjectFileName(_ path: String) -> Bool {
        path.hasSuffix("/campaignc.yaml")
    }

    private func ignored(_ method: String) {
        environment.log("\(method) ignored: its params do not fit")
    }

    /// After an analysis, when the client registers watched files dynamically: the first time,
    /// one `client/registerCapability` for `**/*.yaml`, `**/*.yml` and the baseline file of each
    /// project; later, one more for the baseline files not watched yet (a project file that
    /// names another, a new project). Answers are not waited for.
    private func registerWatchers() throws(StreamFailure) {
        guard client.registersWatchers else { return }
        let baselines = Set(workspace.analyses.compactMap(\.baseline)).subtracting(watchedBaselines ?? [])
        var watchers: [JSONValue] = []
        if watchedBaselines == nil {
            watchers = [["globPattern": "**/*.yaml"], ["globPattern": "**/*.yml"]]
        } else if baselines.isEmpty {
            return
        }
        watchers += baselines.sorted(by: UTF8Order.precedes).map { ["globPattern": .string($0)] }
        let registrationID = watchedBaselines == nil ? "campaignc-watched-files" : "campaignc-watched-files-\(nextServerRequest)"
        watchedBaselines = (watchedBaselines ?? []).union(baselines)
        let id = RequestID.string("campaignc-\(nextServerRequest)")
        nextServerRequest += 1
        let registration: JSONValue = [
            "id": .string(registrationID), "method": "workspace/didChangeWatchedFiles", "registerOptions": ["watchers": .array(watchers)],
        ]
        try send(OutgoingMessage.request(id, "client/registerCapability", ["registrations": [registration]]))
    }

    /// Analyzes every project with the open texts and publishes what changed. Returns the
    /// message of an internal failure, if one happened (the other failures are shown).
    @discardableResult
    func refresh() throws(StreamFailure) -> String? {
        if needsProjects {
            needsProjects = false
            workspace.findProjects(with: environment.analyzer)
            if workspace.projectFiles.isEmpty, !announcedNoProject {
                announcedNoProject = true
                try send(OutgoingMessage.message("window/showMessage", type: 3, ServerSession.noProjectMessage))
            }
        }
        needsAnalysis = false
        let refresh = pendingRefresh
        pendingRefresh = .openTexts
        let failures = workspace.analyze(openTexts: documents.textsByPath, refresh: refresh)
        try registerWatchers()
        var internalFailure: String?
        for failure in failures {
            environment.log("analysis failed: \(failure.message)")
            if failure.isInternal {
                internalFailure = internalFailure ?? failure.message
            } else {
                try send(OutgoingMessage.message("window/showMessage", type: 1, "campaignc: \(failure.message)"))
            }
        }
        let problems = Set(workspace.analyses.flatMap(\.problems))
        for problem in problems.subtracting(shownProblems).sorted() {
            try send(OutgoingMessage.message("window/showMessage", type: 1, problem))
        }
        shownProblems = problems
        try publish()
        try flushOutbox()
        return internalFailure
    }

    static let noProjectMessage = "campaignc: no campaignc.yaml in the workspace or above it; campaign files are not checked"

    private func publish() throws(StreamFailure) {
        let sets = workspace.diagnosticSets(
            encoding: client.encoding,
            uri: { [documents] path in
                documents.document(atPath: path)?.uri ?? FileURI.uri(ofPath: path)
            })
        let initial = !published
        published = true
        let always = alwaysPublish
        alwaysPublish = []
        for publication in publisher.publications(for: sets, always: always) {
            let document = documents.document(atPath: publication.path)
            var params: [String: JSONValue] = [
                "uri": .string(document?.uri ?? FileURI.uri(ofPath: publication.path)),
                "diagnostics": .array(publication.diagnostics),
            ]
            if !initial, let version = document?.version { params["version"] = .integer(version) }
            try send(OutgoingMessage.notification("textDocument/publishDiagnostics", .object(params)))
        }
    }
}

import CanonicalJSON

// The documents and the workspace: open texts, file events, analysis and publishing (SPEC §13.5).
extension ServerSession {
    func documentNotification(_ notification: DocumentNotification, method: String) {
        switch notification {
        case .opened(let uri, let version, let text):
            documents.open(uri: uri, version: version, text: text)
            plan.textChanged(path(of: uri), publish: true)
        case .changed(let uri, let version, let changes):
            guard documents.change(uri: uri, version: version, changes: changes, encoding: client.encoding) else { return ignored(method) }
            plan.textChanged(path(of: uri), publish: true)
        case .closed(let uri):
            guard let closed = documents.close(uri: uri) else { return ignored(method) }
            plan.closed(closed.path)
        case .saved(let uri):
            plan.saved(path(of: uri))
        case .watchedFilesChanged(let uris):
            plan.filesChanged(uris.compactMap(FileURI.path(of:)))
        }
    }

    /// The path a document stands for: its open document's, else its `file:` URI's.
    private func path(of uri: String) -> String? {
        documents[uri]?.path ?? FileURI.path(of: uri)
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
        let plan = self.plan
        self.plan = RefreshPlan()
        if plan.findsProjects {
            workspace.findProjects(with: environment.analyzer)
            if workspace.projectFiles.isEmpty, !announcedNoProject {
                announcedNoProject = true
                try send(OutgoingMessage.message("window/showMessage", type: 3, ServerSession.noProjectMessage))
            }
        }
        let failures = workspace.analyze(openTexts: documents.textsByPath, refresh: plan.disk)
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
        try publish(always: plan.alwaysPublished)
        try flushOutbox()
        return internalFailure
    }

    static let noProjectMessage = "campaignc: no campaignc.yaml in the workspace or above it; campaign files are not checked"

    private func publish(always: [String]) throws(StreamFailure) {
        let sets = workspace.diagnosticSets(
            encoding: client.encoding,
            uri: { [documents] path in
                documents.document(atPath: path)?.uri ?? FileURI.uri(ofPath: path)
            })
        let initial = !published
        published = true
        for publication in publisher.publications(for: sets, always: always) {
            let document = documents.document(atPath: publication.path)
            var params: [String: JSONValue] = [
                "uri": .string(document?.uri ?? FileURI.uri(ofPath: publication.path)),
                "diagnostics": .array(publication.diagnostics.map(\.json)),
            ]
            if !initial, let version = document?.version { params["version"] = .integer(version) }
            try send(OutgoingMessage.notification("textDocument/publishDiagnostics", .object(params)))
        }
    }
}

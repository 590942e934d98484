import CampaignDiagnostics
import CanonicalJSON

// The documents and the workspace: open texts, file events, analysis and publishing (SPEC §13.5).
extension ServerSession {
    func documentNotification(_ notification: DocumentNotification, method: String) {
        switch notification {
        case .opened(let uri, let version, let text):
            let path = workspacePath(ofURI: uri)
            documents.open(uri: uri, path: path, version: version, text: text)
            plan.textChanged(path, publish: true)
        case .changed(let uri, let version, let changes):
            guard documents.change(uri: uri, version: version, changes: changes, encoding: client.encoding) else { return ignored(method) }
            plan.textChanged(path(of: uri), publish: true)
        case .closed(let uri):
            guard let closed = documents.close(uri: uri) else { return ignored(method) }
            plan.closed(closed.path)
            if let path = closed.path, !publishedURIs(of: path).contains(where: { $0.isSamePath(uri) }) {
                // The file's diagnostics go elsewhere from now on: the closed URI's are cleared,
                // then the file's are published where they go.
                plan.cleared(uri: uri, path: path)
            }
        case .saved(let uri):
            plan.saved(path(of: uri))
        case .watchedFilesChanged(let uris):
            plan.filesChanged(uris.compactMap(workspacePath(ofURI:)))
        }
    }

    /// The path a document stands for: its open document's, else its `file:` URI's.
    func path(of uri: String) -> String? {
        documents[uri]?.path ?? workspacePath(ofURI: uri)
    }

    /// The absolute path the workspace knows the file of a `file:` URI by: its own, or under the
    /// root as given when the URI names it by its real path (a root given through a link).
    private func workspacePath(ofURI uri: String) -> String? {
        FileURI.path(of: uri).map(workspace.linkedFolders.workspacePath(of:))
    }

    /// The URIs a file's diagnostics are published under: every URI it is open under, else its own.
    func publishedURIs(of path: String) -> [String] {
        let open = documents.uris(atPath: path)
        return open.isEmpty ? [FileURI.uri(ofPath: path)] : open
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
        try publish(always: plan.alwaysPublished, cleared: plan.clearedURIs)
        try flushOutbox()
        return internalFailure
    }

    static let noProjectMessage = "campaignc: no campaignc.yaml in the workspace or above it; campaign files are not checked"

    private func publish(always: [String], cleared: [RefreshPlan.ClearedURI]) throws(StreamFailure) {
        let sets = workspace.diagnosticSets(
            encoding: client.encoding,
            uri: { [documents] path in
                documents.document(atPath: path)?.uri ?? FileURI.uri(ofPath: path)
            })
        let initial = !published
        published = true
        for closed in cleared where sets[PathKey(closed.path)] != nil {
            try send(OutgoingMessage.notification("textDocument/publishDiagnostics", ["uri": .string(closed.uri), "diagnostics": []]))
        }
        for publication in publisher.publications(for: sets, always: always + cleared.map(\.path)) {
            for uri in publishedURIs(of: publication.path) {
                var params: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(publication.diagnostics.map(\.json))]
                if !initial, let version = documents[uri]?.version { params["version"] = .integer(version) }
                try send(OutgoingMessage.notification("textDocument/publishDiagnostics", .object(params)))
            }
        }
    }
}

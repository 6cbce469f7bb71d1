extension CloudSync {
    /// The local key of the boat settings link.
    static let settingsKey = "boat"

    /// Merges the boat settings with the `settings` map of `users/{uid}` per field.
    func syncSettings(_ direction: SyncDirection, dryRun: Bool, into report: inout SyncReport) async throws {
        let document = try await remote.get(userPath)
        let saved = try boat.loadBoatSettings()
        let local = saved ?? .defaults
        var link = try state.links(.settings)[Self.settingsKey]
        if link?.path != userPath { link = nil }
        let request = DocumentMergeRequest(
            path: userPath, prefix: ["settings"], owned: WebBoatSettingsMapping.ownedFields,
            local: saved.map(WebBoatSettingsMapping.fields(of:)) ?? [:], link: link, localWins: saved != nil)
        var result = try await mergeDocument(
            request, first: document, direction: direction, dryRun: dryRun, into: &report)
        var change: SyncAction.Change?
        if !result.pushed.isEmpty || !result.cleared.isEmpty {
            change = .updatedRemote
        } else if !result.conflicts.isEmpty {
            change = .conflict
        }
        if !result.pulled.isEmpty {
            guard let merged = try? WebBoatSettingsMapping.settings(from: result.pulled, base: local).validated() else {
                report.actions.append(SyncAction(kind: .settings, item: Self.settingsKey, change: .skipped))
                return
            }
            if !dryRun { try boat.saveBoatSettings(merged) }
            result.rebaseLocal(WebBoatSettingsMapping.fields(of: merged))
            change = .updatedLocal
        }
        if let change {
            report.actions.append(result.action(.settings, Self.settingsKey, change))
        }
        if !dryRun, result.link != link { try state.saveLink(result.link, kind: .settings, localKey: Self.settingsKey) }
    }
}

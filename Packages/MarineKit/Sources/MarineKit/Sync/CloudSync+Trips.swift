import Foundation

extension CloudSync {
    /// Track chunks per commit: sixteen chunks of 5,000 positions are about 5 MB of base64 JSON, half the 10 MiB
    /// request limit (Firestore "Usage and limits").
    static let chunksPerCommit = 16

    /// Trips, append-only: finished local trips not in the cloud go up (the outbox first), cloud trips not here
    /// come down, a trip deleted in the cloud stays here and is reported once.
    func syncTrips(_ direction: SyncDirection, dryRun: Bool, into report: inout SyncReport) async throws {
        let collection = "\(userPath)/trips"
        let documents = try await remote.list(collection, mask: ["id", "pointCount"])
        var remotePaths = Set(documents.map { relativePath($0.name) })
        let links = try state.links(.trip).filter { $0.value.path.hasPrefix(collection + "/") }
        let local = try trips.trips()
        for (key, link) in links.sorted(by: { $0.key < $1.key }) where link.updateTime != nil {
            guard !remotePaths.contains(link.path) else { continue }
            report.actions.append(SyncAction(kind: .trip, item: key, change: .keptLocal))
            if !dryRun {
                try state.saveLink(SyncLinkState(path: link.path, updateTime: nil), kind: .trip, localKey: key)
            }
        }
        let linkedPaths = Set(links.values.map(\.path))
        if direction.pushes {
            for record in local where links[String(record.id)] == nil {
                guard record.endedAt != nil, let figures = record.statistics else { continue }
                let path = "\(collection)/\(WebUnits.milliseconds(figures.startedAt))"
                try await uploadTrip(record, figures, path: path, exists: remotePaths.contains(path), dryRun, &report)
                remotePaths.insert(path)
            }
        }
        guard direction.pulls else { return }
        let startTimes = Set(local.map { WebUnits.milliseconds($0.startedAt) })
        for document in documents where !linkedPaths.contains(relativePath(document.name)) {
            let path = relativePath(document.name)
            let known = local.first { "\(collection)/\(WebUnits.milliseconds($0.startedAt))" == path }
            if known != nil || startTimes.contains(document.fields["id"]?.integer ?? -1) { continue }
            try await downloadTrip(path: path, dryRun: dryRun, into: &report)
        }
    }

    private func uploadTrip(
        _ record: TripRecord, _ figures: TripStatistics, path: String, exists: Bool, _ dryRun: Bool,
        _ report: inout SyncReport
    ) async throws {
        let item = WebUnits.isoText(figures.startedAt)
        guard !exists else {
            if !dryRun { try link(record.id, path: path, updateTime: "linked") }
            report.actions.append(SyncAction(kind: .trip, item: item, change: .linked))
            return
        }
        let positions = try trips.positions(ofTrip: record.id)
        let parent = WebTripMapping.parentFields(statistics: figures, positions: positions)
        try FirestoreLimits.check(path: path, fields: parent)
        var chunkWrites: [FirestoreWrite] = []
        for (seq, range) in WebTripLayout.chunkRanges(count: positions.count).enumerated() {
            let chunkPath = "\(path)/track/\(seq)"
            let fields = WebTripMapping.chunkFields(seq: seq, positions: positions[range])
            try FirestoreLimits.check(path: chunkPath, fields: fields)
            chunkWrites.append(FirestoreWrite(.update(name: remote.documentName(chunkPath), fields: fields)))
        }
        if !dryRun {
            for start in stride(from: 0, to: chunkWrites.count, by: Self.chunksPerCommit) {
                _ = try await commit(
                    Array(chunkWrites[start..<min(chunkWrites.count, start + Self.chunksPerCommit)]), into: &report)
            }
            let write = FirestoreWrite(
                .update(name: remote.documentName(path), fields: parent), serverTimestamps: [["createdAt"]],
                precondition: .exists(false))
            // A failed exists:false means an earlier, interrupted run uploaded this trip already.
            let time = try await conditionalCommit(write, into: &report) ?? "linked"
            try link(record.id, path: path, updateTime: time)
            try state.dequeueTrip(record.id)
        }
        report.actions.append(SyncAction(kind: .trip, item: item, change: .uploaded))
    }

    private func link(_ id: Int64, path: String, updateTime: String?) throws {
        try state.saveLink(
            SyncLinkState(path: path, updateTime: updateTime ?? "unknown"), kind: .trip, localKey: String(id))
    }

    private func downloadTrip(path: String, dryRun: Bool, into report: inout SyncReport) async throws {
        guard let document = try await remote.get(path) else { return }
        var positions: [PositionFix]
        if (document.fields["chunkCount"]?.integer ?? 0) > 0 {
            let chunks = try await remote.list("\(path)/track", mask: nil).sorted {
                ($0.fields["seq"]?.integer ?? 0) < ($1.fields["seq"]?.integer ?? 0)
            }
            positions = chunks.flatMap { WebTripMapping.chunkPositions($0.fields) }
        } else {
            positions = WebTripMapping.webPositions(document.fields["positions"]?.elements ?? [])
        }
        positions.sort { $0.time < $1.time }
        let figures = WebTripMapping.statistics(from: document.fields, positions: positions)
        if !dryRun {
            let id = try trips.beginTrip(startedAt: figures.startedAt)
            for start in stride(from: 0, to: positions.count, by: 10_000) {
                try trips.append(Array(positions[start..<min(positions.count, start + 10_000)]), toTrip: id)
            }
            try trips.endTrip(id, endedAt: figures.endedAt, statistics: figures)
            try link(id, path: path, updateTime: document.updateTime)
        }
        report.actions.append(SyncAction(kind: .trip, item: WebUnits.isoText(figures.startedAt), change: .downloaded))
    }
}

import Foundation

extension CloudSync {
    /// Routes: linked ones merged per field (deletes either way applied), new local ones uploaded, new cloud ones
    /// downloaded.
    func syncRoutes(_ direction: SyncDirection, dryRun: Bool, into report: inout SyncReport) async throws {
        let collection = "\(userPath)/routes"
        var unlinked = Dictionary(
            try await remote.list(collection, mask: nil).map { (relativePath($0.name), $0) }, uniquingKeysWith: { $1 })
        let links = try state.links(.route).filter { $0.value.path.hasPrefix(collection + "/") }
        var names = Set(try routes.routeNames())
        var linkedNames = Set(links.keys)
        for (name, link) in links.sorted(by: { $0.key < $1.key }) {
            let document = unlinked.removeValue(forKey: link.path)
            if let renamed = try await syncLinkedRoute(
                name, link: link, document: document, direction: direction, dryRun: dryRun, into: &report)
            {
                names.remove(name)
                names.insert(renamed)
                linkedNames.insert(renamed)
            }
        }
        for name in names.sorted() where !linkedNames.contains(name) {
            guard direction.pushes, let route = try routes.route(named: name) else { continue }
            let twin = unlinked.first { $0.value.fields["name"]?.string == name }
            if let twin { unlinked.removeValue(forKey: twin.key) }
            try await uploadRoute(route, twin: twin?.value, collection: collection, dryRun: dryRun, into: &report)
        }
        guard direction.pulls else { return }
        for (path, document) in unlinked.sorted(by: { $0.key < $1.key }) {
            try downloadRoute(document, path: path, taken: names, dryRun: dryRun, into: &report)
            if let name = document.fields["name"]?.string { names.insert(name) }
        }
    }

    /// A route linked before; returns its new name when the cloud renamed it.
    private func syncLinkedRoute(
        _ name: String, link: SyncLinkState, document: FirestoreDocument?, direction: SyncDirection, dryRun: Bool,
        into report: inout SyncReport
    ) async throws -> String? {
        let route = try routes.route(named: name)
        guard let route, let document else {
            try await settleDeletion(name, route: route, link: link, document: document, direction, dryRun, &report)
            return nil
        }
        let id = document.fields["id"]?.string ?? document.documentID
        let request = DocumentMergeRequest(
            path: link.path, prefix: [], owned: WebRouteMapping.ownedFields,
            local: WebRouteMapping.fields(of: route, id: id), link: link, localWins: true,
            followers: WebRouteMapping.followers)
        let plan = direction == .both ? waypointMergePlan(request, document: document, id: id) : nil
        var result = try await mergeDocument(
            plan?.request ?? request, first: document, direction: direction, dryRun: dryRun, into: &report)
        if let plan { result.applyWaypoints(plan, policy: conflictPolicy) }
        var newName: String?
        let localWaypoints = plan.map { FirestoreValue.array($0.merge.local) }
        if !result.pulled.isEmpty || (localWaypoints != nil && localWaypoints != request.local["waypoints"]) {
            var merged = request.local.merging(result.pulled) { $1 }
            if let localWaypoints { merged["waypoints"] = localWaypoints }
            guard let updated = try? WebRouteMapping.route(from: merged) else {
                report.actions.append(SyncAction(kind: .route, item: name, change: .skipped))
                return nil
            }
            if !dryRun, try !replaceRoute(named: name, read: route, with: updated, link: &result, plan: plan) {
                result.link = link  // both sides changed the same field: the next sync merges them again
                report.actions.append(result.action(.route, name, .conflict))
                return nil
            }
            newName = updated.name == name ? nil : updated.name
            report.actions.append(result.action(.route, updated.name, .updatedLocal))
        } else if !result.pushed.isEmpty {
            report.actions.append(result.action(.route, name, .updatedRemote))
        } else if !result.conflicts.isEmpty {
            report.actions.append(result.action(.route, name, .conflict))
        }
        if !dryRun, result.link != link, newName == nil {
            try state.saveLink(plan?.keepingHeld(result.link) ?? result.link, kind: .route, localKey: name)
        }
        return newName
    }

    /// Stores the merged route in one step of the store against the route as it is now, not as it was read: a
    /// field edited here while the sync ran (a `route add` in another terminal) keeps that edit, the route's local
    /// settings (departure, speed) stay, and the merge's name and waypoints land where nothing changed meanwhile.
    ///
    /// - Returns: false, leaving the route as edited here, when the same field changed here during the sync and in
    ///   the merge, or the merge renames it onto another local route's name (the caller keeps the old link, so the
    ///   next sync merges both edits or reports the clash again); true otherwise, also when the route was deleted
    ///   or renamed here meanwhile (nothing stored: the next sync settles that).
    private func replaceRoute(
        named name: String, read route: Route, with updated: Route, link: inout DocumentMergeResult,
        plan: WaypointMergePlan?
    ) throws -> Bool {
        var clash = false
        let stored: Route?
        do {
            stored = try routes.updateRoute(named: name) { current in
                let editedHere = current.waypoints != route.waypoints
                clash = editedHere && updated.waypoints != route.waypoints && updated.waypoints != current.waypoints
                guard !clash else { return }
                current = try Route(
                    name: updated.name, waypoints: editedHere ? current.waypoints : updated.waypoints,
                    plannedDeparture: current.plannedDeparture, plannedSpeedKnots: current.plannedSpeedKnots)
            }
        } catch RouteError.alreadyExists {
            return false  // renamed in the cloud onto a name a local route has: that route is not overwritten
        }
        guard !clash else { return false }
        if stored != nil, route.name != updated.name { try state.removeLink(kind: .route, localKey: name) }
        let id = link.pushed["id"]?.string ?? FirestoreFieldsText.decode(link.link.remoteBase)?["id"]?.string ?? ""
        link.rebaseLocal(WebRouteMapping.fields(of: stored ?? updated, id: id))
        if stored != nil, route.name != updated.name {
            try state.saveLink(plan?.keepingHeld(link.link) ?? link.link, kind: .route, localKey: updated.name)
        }
        return true
    }

    /// A linked route missing on one side: the deletion wins unless the other side changed since the last sync.
    private func settleDeletion(
        _ name: String, route: Route?, link: SyncLinkState, document: FirestoreDocument?, _ direction: SyncDirection,
        _ dryRun: Bool, _ report: inout SyncReport
    ) async throws {
        if let route {
            try await settleRemoteDeletion(name, route: route, link: link, direction, dryRun, &report)
        } else if let document {
            try await settleLocalDeletion(name, document: document, link: link, direction, dryRun, &report)
        } else if !dryRun {
            try state.removeLink(kind: .route, localKey: name)
        }
    }

    /// Deleted in the cloud: deleted here too, or uploaded again when edited here since the last sync.
    private func settleRemoteDeletion(
        _ name: String, route: Route, link: SyncLinkState, _ direction: SyncDirection, _ dryRun: Bool,
        _ report: inout SyncReport
    ) async throws {
        let id =
            FirestoreFieldsText.decode(link.remoteBase)?["id"]?.string
            ?? String(link.path.split(separator: "/").last ?? "")
        let edited = FirestoreFieldsText.decode(link.localBase) != WebRouteMapping.fields(of: route, id: id)
        if edited, direction.pushes {
            if !dryRun { try state.removeLink(kind: .route, localKey: name) }
            try await uploadRoute(route, twin: nil, collection: "\(userPath)/routes", dryRun: dryRun, into: &report)
        } else if !edited, direction.pulls {
            if !dryRun {
                try routes.deleteRoute(named: name)
                try state.removeLink(kind: .route, localKey: name)
            }
            report.actions.append(SyncAction(kind: .route, item: name, change: .deletedLocal))
        }
    }

    /// Deleted here: deleted in the cloud too (conditionally), or downloaded again when edited there since.
    private func settleLocalDeletion(
        _ name: String, document: FirestoreDocument, link: SyncLinkState, _ direction: SyncDirection, _ dryRun: Bool,
        _ report: inout SyncReport
    ) async throws {
        var edited = document.updateTime != link.updateTime
        if !edited, direction.pushes {
            guard !dryRun else {
                report.actions.append(SyncAction(kind: .route, item: name, change: .deletedRemote))
                return
            }
            let delete = FirestoreWrite(
                .delete(name: remote.documentName(link.path)), precondition: link.updateTime.map { .updateTime($0) })
            if try await conditionalCommit(delete, into: &report) != nil {
                try state.removeLink(kind: .route, localKey: name)
                report.actions.append(SyncAction(kind: .route, item: name, change: .deletedRemote))
                return
            }
            edited = true  // changed in the cloud between the listing and the delete
        }
        if edited, direction.pulls, let current = dryRun ? document : try await remote.get(link.path) {
            if !dryRun { try state.removeLink(kind: .route, localKey: name) }
            try downloadRoute(current, path: link.path, taken: [], dryRun: dryRun, into: &report)
        }
    }

    /// Uploads a route never synced, or links it to a cloud route of the same name (`twin`) and merges.
    private func uploadRoute(
        _ route: Route, twin: FirestoreDocument?, collection: String, dryRun: Bool, into report: inout SyncReport
    ) async throws {
        if let twin {
            let link = SyncLinkState(path: relativePath(twin.name), updateTime: twin.updateTime)
            let request = DocumentMergeRequest(
                path: link.path, prefix: [], owned: WebRouteMapping.ownedFields,
                local: WebRouteMapping.fields(of: route, id: twin.fields["id"]?.string ?? twin.documentID),
                link: nil, localWins: true, followers: WebRouteMapping.followers)
            let result = try await mergeDocument(request, first: twin, direction: .push, dryRun: dryRun, into: &report)
            if !dryRun { try state.saveLink(result.link, kind: .route, localKey: route.name) }
            let change: SyncAction.Change = result.pushed.isEmpty ? .linked : .updatedRemote
            report.actions.append(result.action(.route, route.name, change))
            return
        }
        let id = String(WebUnits.milliseconds(now()))
        let path = "\(collection)/\(id)"
        var fields = WebRouteMapping.fields(of: route, id: id)
        if !dryRun {
            let times = try await commit(
                [
                    FirestoreWrite(
                        .update(
                            name: remote.documentName(path), fields: fields.merging(["description": .string("")]) { $1 }
                        ),
                        serverTimestamps: [["createdAt"]], precondition: .exists(false))
                ], into: &report)
            fields = fields.filter { WebRouteMapping.ownedFields.contains($0.key) }
            let text = FirestoreFieldsText.encode(fields)
            try state.saveLink(
                SyncLinkState(path: path, updateTime: times.first ?? nil, localBase: text, remoteBase: text),
                kind: .route, localKey: route.name)
        }
        report.actions.append(SyncAction(kind: .route, item: route.name, change: .uploaded))
    }

    /// Stores a cloud route here and links it; a bad or already used name is skipped and reported.
    private func downloadRoute(
        _ document: FirestoreDocument, path: String, taken: Set<String>, dryRun: Bool, into report: inout SyncReport
    ) throws {
        let name = document.fields["name"]?.string ?? document.documentID
        guard let route = try? WebRouteMapping.route(from: document.fields), !taken.contains(route.name),
            try routes.route(named: route.name) == nil
        else {
            report.actions.append(SyncAction(kind: .route, item: name, change: .skipped))
            return
        }
        if !dryRun {
            do {
                try routes.createRoute(route)  // one step: a route made here meanwhile under this name is kept
            } catch RouteError.alreadyExists {
                report.actions.append(SyncAction(kind: .route, item: name, change: .skipped))
                return
            }
            let id = document.fields["id"]?.string ?? document.documentID
            let remote = document.fields.filter { WebRouteMapping.ownedFields.contains($0.key) }
            try state.saveLink(
                SyncLinkState(
                    path: path, updateTime: document.updateTime,
                    localBase: FirestoreFieldsText.encode(WebRouteMapping.fields(of: route, id: id)),
                    remoteBase: FirestoreFieldsText.encode(remote)),
                kind: .route, localKey: route.name)
        }
        report.actions.append(SyncAction(kind: .route, item: route.name, change: .downloaded))
    }
}

import Localization

extension SyncError: LocalizableError {}

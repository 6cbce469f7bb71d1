import Localization

extension OpenMeteoError: LocalizableError {}

extension FetchError: LocalizableError {}

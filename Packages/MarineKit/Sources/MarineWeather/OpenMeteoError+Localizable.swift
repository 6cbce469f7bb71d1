import Localization

extension OpenMeteoError: LocalizableError {}

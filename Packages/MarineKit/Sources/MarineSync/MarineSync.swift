// The sync clients return MarineHTTP's `HTTPReply` (`SyncTransport.send`): re-exported, so `import MarineSync` can name
// it.
@_exported import MarineHTTP

// The SQLite C API from Debian's libsqlite3-dev (3.40.1 on Debian 12). Only
// Storage/Internals/SQLiteConnection.swift imports this module.
#include <sqlite3.h>

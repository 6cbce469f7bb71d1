// The SQLite C API from Debian's libsqlite3-dev (3.40.1 on Debian 12). Only
// Storage/Internals/SQLiteConnection.swift imports this module.
#include <sqlite3.h>

// sqlite3_db_config is variadic, which Swift does not import: this wrapper sets SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE
// (SQLite 3.16+, sqlite.org/c3ref/c_dbconfig_defensive.html): with `skip` non-zero, closing the last connection
// leaves the WAL as it is instead of checkpointing it (and fsync'ing) into the database file.
static inline int csqlite_skip_checkpoint_on_close(sqlite3 *db, int skip) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, skip, (int *)0);
}

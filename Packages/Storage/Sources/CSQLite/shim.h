// The SQLite C API from Debian's libsqlite3-dev (3.40.1 on Debian 12). Only
// Storage/Internals/SQLiteConnection.swift imports this module.
#include <sqlite3.h>
#include <stdint.h>

// sqlite3_db_config is variadic, which Swift does not import: this wrapper sets SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE
// (SQLite 3.16+, sqlite.org/c3ref/c_dbconfig_defensive.html): with `skip` non-zero, closing the last connection
// leaves the WAL as it is instead of checkpointing it (and fsync'ing) into the database file.
static inline int csqlite_skip_checkpoint_on_close(sqlite3 *db, int skip) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, skip, (int *)0);
}

// The WAL hook of csqlite_truncate_wal_at: after a commit that leaves `frames` >= the page count in `pages`, copy the
// WAL into the database and truncate it to zero bytes (SQLITE_CHECKPOINT_TRUNCATE, sqlite.org/c3ref/wal_checkpoint_v2.html).
// Its result is ignored: the commit has succeeded, and a checkpoint that cannot run now runs after a later commit.
static int csqlite_truncating_wal_hook(void *pages, sqlite3 *db, const char *name, int frames) {
    if (frames >= (int)(intptr_t)pages) {
        (void)sqlite3_wal_checkpoint_v2(db, name, SQLITE_CHECKPOINT_TRUNCATE, (int *)0, (int *)0);
    }
    return SQLITE_OK;
}

// Replaces SQLite's automatic checkpoint (a passive one at 1000 pages, sqlite3_wal_autocheckpoint) by
// csqlite_truncating_wal_hook at `pages`. A passive checkpoint leaves the WAL's frames in place, and a process that
// opens the database first rebuilds the WAL's index from all of them; when every process writes one transaction
// and closes without a checkpoint, the WAL is then never restarted and grows with every run.
static inline void csqlite_truncate_wal_at(sqlite3 *db, int pages) {
    (void)sqlite3_wal_hook(db, csqlite_truncating_wal_hook, (void *)(intptr_t)pages);
}

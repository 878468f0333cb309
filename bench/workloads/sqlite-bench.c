/* sqlite-bench.c -- a small, deterministic SQLite workload for
   bench/run: inserts, an index, joins, aggregates and updates on an
   in-memory database.  Prints one result line.

   Usage: sqlite-bench [ROWS]

   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.  */

#include <stdio.h>
#include <stdlib.h>
#include "sqlite3.h"

static void
check (int rc, sqlite3 *db, const char *what)
{
  if (rc != SQLITE_OK && rc != SQLITE_DONE && rc != SQLITE_ROW)
    {
      fprintf (stderr, "sqlite-bench: %s: %s\n", what, sqlite3_errmsg (db));
      exit (1);
    }
}

static void
exec (sqlite3 *db, const char *sql)
{
  char *err = NULL;
  if (sqlite3_exec (db, sql, NULL, NULL, &err) != SQLITE_OK)
    {
      fprintf (stderr, "sqlite-bench: %s: %s\n", sql, err);
      exit (1);
    }
}

int
main (int argc, char **argv)
{
  long rows = argc > 1 ? strtol (argv[1], NULL, 10) : 20000;
  sqlite3 *db;
  sqlite3_stmt *st;

  check (sqlite3_open (":memory:", &db), db, "open");
  exec (db, "CREATE TABLE item (id INTEGER PRIMARY KEY, grp INTEGER, "
	    "name TEXT, price REAL)");
  exec (db, "CREATE TABLE grp (id INTEGER PRIMARY KEY, label TEXT)");
  exec (db, "BEGIN");
  check (sqlite3_prepare_v2 (db, "INSERT INTO item VALUES (?, ?, ?, ?)", -1,
			     &st, NULL), db, "prepare");
  for (long i = 0; i < rows; i++)
    {
      char name[32];
      snprintf (name, sizeof name, "item-%ld", (i * 2654435761u) % 100003);
      sqlite3_bind_int64 (st, 1, i);
      sqlite3_bind_int64 (st, 2, i % 97);
      sqlite3_bind_text (st, 3, name, -1, SQLITE_TRANSIENT);
      sqlite3_bind_double (st, 4, (double) ((i * 37) % 1000) / 10.0);
      check (sqlite3_step (st), db, "insert");
      sqlite3_reset (st);
    }
  sqlite3_finalize (st);
  for (int g = 0; g < 97; g++)
    {
      char sql[96];
      snprintf (sql, sizeof sql, "INSERT INTO grp VALUES (%d, 'group %d')",
		g, g);
      exec (db, sql);
    }
  exec (db, "COMMIT");
  exec (db, "CREATE INDEX item_name ON item (name)");
  exec (db, "UPDATE item SET price = price * 1.1 WHERE grp % 3 = 0");

  check (sqlite3_prepare_v2 (db,
	   "SELECT count(*), sum(i.price), count(DISTINCT i.name), "
	   "max(length(g.label)) FROM item i JOIN grp g ON i.grp = g.id "
	   "WHERE i.name LIKE 'item-1%' OR i.price > 50", -1, &st, NULL),
	 db, "prepare select");
  check (sqlite3_step (st), db, "select");
  printf ("count=%lld sum=%.1f distinct=%lld maxlabel=%lld\n",
	  (long long) sqlite3_column_int64 (st, 0),
	  sqlite3_column_double (st, 1),
	  (long long) sqlite3_column_int64 (st, 2),
	  (long long) sqlite3_column_int64 (st, 3));
  sqlite3_finalize (st);
  sqlite3_close (db);
  return 0;
}

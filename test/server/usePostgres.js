// Setup file of the server-pg project: the server suite's makeTestDb() builds each database
// as a fresh schema on this PostgreSQL server instead of an in-memory PGlite.
process.env.TEST_DATABASE_URL = process.env.TEST_PG_URL;

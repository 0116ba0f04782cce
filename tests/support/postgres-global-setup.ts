import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../src/server/postgres/embedded'
import { runMigrations } from '../../src/server/db/migrate'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL without database name; tests create their databases from `agency_template`. */
    postgresServerUrl: string
  }
}

let cluster: EmbeddedCluster | undefined

/**
 * One real PostgreSQL for the unit and integration tests: TEST_DATABASE_URL's server when set,
 * otherwise an embedded one under data/test. The migrated template database lets every test file
 * clone a fresh, isolated database in milliseconds.
 */
export async function setup(project: TestProject) {
  let templateUrl = process.env.TEST_DATABASE_URL
  if (!templateUrl) {
    cluster = await startEmbeddedPostgres({
      dataDir: path.resolve(process.env.TEST_DATA_DIR ?? 'data/test', 'postgres'),
      port: Number(process.env.TEST_PG_PORT ?? 54339),
      database: 'agency_template',
    })
    templateUrl = cluster.url
  }
  const url = new URL(templateUrl)
  url.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  await admin.query('drop database if exists agency_template with (force)')
  await admin.query('create database agency_template')
  await admin.end()
  url.pathname = '/agency_template'
  await runMigrations(url.toString())
  url.pathname = ''
  project.provide('postgresServerUrl', url.toString().replace(/\/$/, ''))
}

export async function teardown() {
  await cluster?.stop()
}

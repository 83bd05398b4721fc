import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backupTexts } from '#shared/messages/pt-backup.ts';
import { isBackupPath } from './backup.ts';
import { describeFile, MANIFEST_FILE, verifyBackup } from './manifest.ts';
import { isSafeKey, localUploadsStore } from './uploads-store.ts';

const folders: string[] = [];
const sqliteBackup = isBackupPath('sqlite');

async function keysOf(store: { list(): AsyncIterable<string> }) {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  return keys.sort();
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function backupWith(files: Record<string, string>) {
  const folder = mkdtempSync(path.join(tmpdir(), 'rota-manifest-'));
  folders.push(folder);
  for (const [relative, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, relative)), { recursive: true });
    writeFileSync(path.join(folder, relative), body);
  }
  const manifest = {
    format: 1,
    created_at: new Date().toISOString(),
    database: 'sqlite',
    files: await Promise.all(Object.keys(files).map((relative) => describeFile(folder, relative))),
  };
  writeFileSync(path.join(folder, MANIFEST_FILE), JSON.stringify(manifest));
  return folder;
}

describe('verifyBackup', () => {
  it('accepts an intact backup', async () => {
    const folder = await backupWith({ 'database.sqlite': 'banco', 'uploads/images/a.webp': 'imagem' });
    expect((await verifyBackup(folder, backupTexts, sqliteBackup)).files).toHaveLength(2);
  });

  it('refuses a missing file, an extra one, a changed one and a broken manifest, naming it', async () => {
    const missing = await backupWith({ 'database.sqlite': 'banco', 'uploads/a.webp': 'imagem' });
    rmSync(path.join(missing, 'uploads/a.webp'));
    await expect(verifyBackup(missing, backupTexts, sqliteBackup)).rejects.toThrow(
      'Recusado: uploads/a.webp consta do manifest.json mas falta no backup.',
    );

    const extra = await backupWith({ 'database.sqlite': 'banco' });
    writeFileSync(path.join(extra, 'intruso.sql'), 'drop table users');
    await expect(verifyBackup(extra, backupTexts, sqliteBackup)).rejects.toThrow(
      'Recusado: intruso.sql não consta do manifest.json.',
    );

    const changed = await backupWith({ 'database.sqlite': 'banco' });
    writeFileSync(path.join(changed, 'database.sqlite'), 'BANCO');
    await expect(verifyBackup(changed, backupTexts, sqliteBackup)).rejects.toThrow(
      'Recusado: database.sqlite não confere com o tamanho e o SHA-256 do manifest.json',
    );

    const broken = await backupWith({ 'database.sqlite': 'banco' });
    writeFileSync(path.join(broken, MANIFEST_FILE), '{"format":2}');
    await expect(verifyBackup(broken, backupTexts, sqliteBackup)).rejects.toThrow(
      `Recusado: ${broken} não tem um manifest.json válido.`,
    );
  });
});

describe('the paths a manifest may list', () => {
  it('refuses, before reading anything, a path that climbs out, an absolute one, an unknown one or a repeated one', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'rota-fora-'));
    folders.push(outside);
    writeFileSync(path.join(outside, 'segredo.txt'), 'fora do backup');
    const folder = await backupWith({ 'database.sqlite': 'banco', 'uploads/images/a.webp': 'imagem' });
    const manifestFile = path.join(folder, MANIFEST_FILE);
    const intact = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const climbing = `uploads/../../${path.basename(outside)}/segredo.txt`;
    const candidates = [
      { ...(await describeFile(folder, 'database.sqlite')), path: climbing },
      { ...(await describeFile(folder, 'database.sqlite')), path: path.join(outside, 'segredo.txt') },
      { ...(await describeFile(folder, 'database.sqlite')), path: '../segredo.txt' },
      { ...(await describeFile(folder, 'database.sqlite')), path: 'uploads//a.webp' },
      { ...(await describeFile(folder, 'database.sqlite')), path: 'secrets/.outro-segredo' },
      { ...(await describeFile(folder, 'database.sqlite')), path: 'database.dump' },
      await describeFile(folder, 'database.sqlite'),
    ];
    for (const file of candidates) {
      writeFileSync(manifestFile, JSON.stringify({ ...intact, files: [...intact.files, file] }));
      await expect(verifyBackup(folder, backupTexts, sqliteBackup), file.path).rejects.toThrow(
        `Recusado: o manifest.json lista ${JSON.stringify(file.path)}, que não é um arquivo que um backup guarda`,
      );
    }
  });
});

describe('the local uploads store', () => {
  it('lists, reads and writes keys, and refuses keys that climb out', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rota-uploads-'));
    folders.push(dir);
    const store = localUploadsStore(path.join(dir, 'uploads'));
    expect(await keysOf(store)).toEqual([]);
    await store.write('images/a.webp', Buffer.from('a'));
    await store.write('audio/b.opus', Buffer.from('b'));
    expect(await keysOf(store)).toEqual(['audio/b.opus', 'images/a.webp']);
    expect((await store.read('audio/b.opus')).toString()).toBe('b');
    await store.clear();
    expect(await keysOf(store)).toEqual([]);
    expect(['../x', '/etc/passwd', 'a//b', 'a/../../b'].map(isSafeKey)).toEqual([false, false, false, false]);
    await expect(store.write('../fora.txt', Buffer.from('x'))).rejects.toThrow(/unsafe upload key/);
  });
});

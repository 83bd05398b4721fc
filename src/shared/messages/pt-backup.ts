/** What `npm run db:backup` and `npm run db:restore` tell the operator (docs/architecture/data.md). */
export const backupTexts = {
  done: (folder: string, files: number) =>
    `Backup concluído em ${folder} (${files} arquivos; tamanhos e SHA-256 em manifest.json).`,
  restored: (folder: string) => `Backup ${folder} restaurado. Já pode iniciar o servidor.`,
  usage: 'Uso: npm run db:backup | npm run db:restore -- <pasta do backup>',
  serverRunning: (pid: number) =>
    `Recusado: um servidor em execução (pid ${pid}) usa este DATA_DIR. Pare-o antes de restaurar.`,
  manifestInvalid: (folder: string) => `Recusado: ${folder} não tem um manifest.json válido.`,
  unexpectedFile: (file: string) => `Recusado: ${file} não consta do manifest.json.`,
  unexpectedPath: (file: string) =>
    `Recusado: o manifest.json lista ${JSON.stringify(file)}, que não é um arquivo que um backup guarda (caminho fora da pasta, absoluto ou desconhecido).`,
  missingDatabase: (file: string) =>
    `Recusado: o manifest.json não lista ${file}, o banco de dados do backup.`,
  missingFile: (file: string) => `Recusado: ${file} consta do manifest.json mas falta no backup.`,
  checksumMismatch: (file: string) =>
    `Recusado: ${file} não confere com o tamanho e o SHA-256 do manifest.json (backup danificado ou alterado).`,
  wrongDatabase: (backup: string, target: string) =>
    `Recusado: o backup é de um banco ${backup}, mas DATABASE_URL aponta para ${target}.`,
  toolFailed: (tool: string, detail: string) => `${tool} falhou: ${detail}`,
} as const;

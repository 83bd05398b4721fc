/** One layout for every e-mail: a greeting, paragraphs, one button, in HTML and plain text. */
import { pt } from '#shared/messages/pt.ts';
import type { MailMessage } from './mailer.ts';

export interface MailContent {
  subject: string;
  recipientName: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Smaller print under the button (expiry, what to do if it was not you). */
  notes: string[];
  /** Why this address got the e-mail; the account's reason by default. */
  footer?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderMail(content: MailContent): Omit<MailMessage, 'to'> {
  const { subject, recipientName, paragraphs, action, notes } = content;
  const footer = content.footer ?? pt.mail.footer;
  const greeting = pt.mail.greeting(recipientName);
  const text = [
    greeting,
    '',
    ...paragraphs,
    '',
    `${action.label}: ${action.url}`,
    '',
    ...notes,
    '',
    `— ${pt.mail.signature}`,
    '',
    footer,
  ].join('\n');

  const url = escapeHtml(action.url);
  const html = `<!DOCTYPE html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f1e8;font-family:Arial,Helvetica,sans-serif;color:#1f2d2a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="font-size:18px;font-weight:bold;margin:0 0 16px">${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p style="line-height:1.5">${escapeHtml(paragraph)}</p>`).join('\n')}
<p style="margin:28px 0"><a href="${url}" style="background:#0f5f4f;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
${notes.map((note) => `<p style="font-size:14px;color:#4b5a56;line-height:1.5">${escapeHtml(note)}</p>`).join('\n')}
<p style="font-size:13px;color:#4b5a56">${escapeHtml(pt.mail.linkFallback)}<br><a href="${url}" style="color:#0f5f4f;word-break:break-all">${url}</a></p>
<p style="margin-top:28px">— ${escapeHtml(pt.mail.signature)}</p>
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#6b7773">${escapeHtml(footer)}</p>
</body>
</html>`;
  return { subject, text, html };
}

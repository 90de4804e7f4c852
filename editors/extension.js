// Starts `rulesc lsp` for .rules files. The server does the work; this file only launches it.
const path = require('path');
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const configured = vscode.workspace.getConfiguration('rules').get('server.command');
  // by default the launcher beside this folder: <repository>/rulesc builds itself on first use
  const command = configured || path.join(__dirname, '..', 'rulesc');
  client = new LanguageClient('rules', 'rulesc', { command, args: ['lsp'] }, {
    documentSelector: [{ scheme: 'file', language: 'rules' }, { scheme: 'untitled', language: 'rules' }],
  });
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };

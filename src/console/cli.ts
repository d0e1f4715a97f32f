import type { Command } from '../cli/command.ts';

export const consoleCommands: Command[] = [];

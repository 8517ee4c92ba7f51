/** The bot check's one door (decision 018): the challenge, its routes, the check. */
export { botCheckRoutes } from './bot-check.routes';
export { createBotCheckService, type BotCheckService } from './bot-check.service';

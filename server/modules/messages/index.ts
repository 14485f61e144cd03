export { loggingChannel } from './message-channel';
export { UNREAD_COUNT_CAP } from './messages-queries';
export { registerMessageRoutes } from './messages-routes';
export { countUnreadMessages, markMessagesRead } from './messages-service';
export { listEnterpriseUserIds, listEnterpriseUsers, type MessageTexts, notify } from './notify';
export { pruneSentOutbox, startOutboxWorker } from './outbox';

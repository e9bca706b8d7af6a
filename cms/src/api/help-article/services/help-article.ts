import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::help-article.help-article');

// JSX typing of <altcha-widget> (types only: the widget itself is loaded in the browser on demand).
/// <reference types="altcha/types/react" />

// The widget ships these two translations without type declarations; importing them only registers them.
declare module 'altcha/i18n/es-es';
declare module 'altcha/i18n/fr-fr';

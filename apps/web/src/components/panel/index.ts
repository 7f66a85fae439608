export * from './panel.styles';

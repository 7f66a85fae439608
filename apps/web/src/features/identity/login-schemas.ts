// The rules of the forms of /my/login (密码登录, 短信登录, 注册, 忘记密码), loaded when a form there is first touched (see
// `useSchemaForm`): yup and the rules stay out of the page's own script.
export { loginByPasswordSchema, loginBySmsSchema, resetPasswordSchema, signupSchema } from '@yiying/validation';

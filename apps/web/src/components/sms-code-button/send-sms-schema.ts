// The number check of 获取验证码, loaded on the first click: the forms that show the button do not carry yup for it.
export { sendSmsSchema } from '@yiying/validation';

const deepArray = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

/** JSON bodies that are no form: wrong shapes, absurd values, deep nesting, prototype keys. */
export const JSON_BODIES: Record<string, string> = {
  array: "[]",
  string: '"email"',
  number: "42",
  null: "null",
  true: "true",
  "huge number": `{"email":1e999,"password":-1e999,"name":${"9".repeat(5000)}}`,
  "10,000 nested arrays": deepArray(10_000),
  "10,000 nested objects": deepObject(10_000),
  "nested field": `{"email":${deepArray(5000)},"password":${deepObject(5000)}}`,
  "prototype keys":
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},"email":"a@b.co"}',
  "fields of every type": '{"email":{"a":1},"password":[1,2],"name":true,"token":null,"intent":{}}',
  "NUL and controls": '{"email":"a\\u0000@b.co","password":"\\u0000\\u001b[2J","name":"\\ud800"}',
  "truncated JSON": '{"email":"a@b.co",',
  empty: "",
};

/** Form-encoded bodies, the way the pages' forms post (and a few no form would send). */
export const FORM_BODIES: Record<string, string> = {
  "prototype keys": "__proto__=x&__proto__=y&constructor=z&prototype=1&email=a%40b.co",
  "bad percent-encoding": "email=%&password=%E0%A4%A&intent=%FF&name=%00",
  "repeated fields": Array.from({ length: 500 }, (_, i) => `email=a${i}%40b.co&intent=signin`).join("&"),
  "intent only": "intent=",
  "back-office note": "intent=note&note=a%00b%ED%A0%80&id=constructor&slug=__proto__",
  "back-office status": "intent=status&status=valueOf&id=__proto__&slug=constructor",
  ...Object.fromEntries(
    ["__proto__", "valueOf", "constructor", "toString", "hasOwnProperty", "__defineGetter__"].map(
      (intent) => [
        `intent ${intent}`,
        `intent=${intent}&email=a%40b.co&password=x&fullName=x&currentPassword=x`,
      ],
    ),
  ),
};

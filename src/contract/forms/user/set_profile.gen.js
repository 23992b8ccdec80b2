// Generated from schemas/user/set_profile_request_v1.json by `npm run generate`. Do not edit.
/* eslint-disable */
export const schema = {"title":"UserSetProfileRequest","description":"Updates the caller's profile (fields: sandbox design); at least one member. Whitelist changes apply in order: ip_whitelist (replaces the list), then ip_whitelist_add, then ip_whitelist_remove (by subnet); an update that would leave more than 50 entries is refused with 012. TOTP: action enrol starts a (new) pending enrolment and the reply carries totp_enrolment once; confirm with a valid code enables TOTP; disable with a valid code turns it off. Errors: 011 (with data.errors path) for an invalid subnet; 012 when the update would leave the account with neither an IP whitelist entry nor enabled TOTP; 008 (failed to update \"totp\") for a wrong TOTP code on confirm/disable or a confirm without pending enrolment. Permissions are read-only. Permission #user-w.","type":"object","properties":{"name":{"description":"Display name.","type":"string","minLength":1,"maxLength":100},"email":{"description":"Email address.","type":"string","format":"email","maxLength":254},"phone":{"description":"Phone number; null removes it.","type":"string","pattern":"^\\+?[0-9 ()-]{6,20}$"},"language":{"description":"Preferred language.","type":"string","enum":["nl","en"]},"ip_whitelist":{"description":"Replaces the whole IP whitelist.","type":"array","items":{"$schema":"http://json-schema.org/draft-07/schema#","title":"IpWhitelistEntry","description":"An IP whitelist entry of an account.","type":"object","required":["subnet","description"],"properties":{"subnet":{"description":"IPv4 or IPv6 address or CIDR range (e.g. 192.0.2.10, 192.0.2.0/24, 2001:db8::/32); IPv4 entries never match IPv6 clients. Validated by the service (invalid: error 011).","type":"string","minLength":2,"maxLength":43,"pattern":"^[0-9A-Fa-f:.]+(/[0-9]{1,3})?$"},"description":{"description":"Free description of the entry.","type":"string","maxLength":100}},"additionalProperties":false},"maxItems":50},"ip_whitelist_add":{"description":"Entries to add to the IP whitelist.","type":"array","items":{"$schema":"http://json-schema.org/draft-07/schema#","title":"IpWhitelistEntry","description":"An IP whitelist entry of an account.","type":"object","required":["subnet","description"],"properties":{"subnet":{"description":"IPv4 or IPv6 address or CIDR range (e.g. 192.0.2.10, 192.0.2.0/24, 2001:db8::/32); IPv4 entries never match IPv6 clients. Validated by the service (invalid: error 011).","type":"string","minLength":2,"maxLength":43,"pattern":"^[0-9A-Fa-f:.]+(/[0-9]{1,3})?$"},"description":{"description":"Free description of the entry.","type":"string","maxLength":100}},"additionalProperties":false},"maxItems":50},"ip_whitelist_remove":{"description":"Subnets to remove from the IP whitelist.","type":"array","items":{"description":"Subnet of an entry.","type":"string","maxLength":43},"maxItems":50},"totp":{"description":"TOTP second factor action.","oneOf":[{"description":"Start a TOTP enrolment.","type":"object","required":["action"],"properties":{"action":{"description":"Enrol.","type":"string","const":"enrol"}},"additionalProperties":false},{"description":"Confirm the pending enrolment with a code from the authenticator.","type":"object","required":["action","code"],"properties":{"action":{"description":"Confirm.","type":"string","const":"confirm"},"code":{"description":"Current six-digit TOTP code.","type":"string","pattern":"^[0-9]{6}$"}},"additionalProperties":false},{"description":"Disable TOTP with a current code.","type":"object","required":["action","code"],"properties":{"action":{"description":"Disable.","type":"string","const":"disable"},"code":{"description":"Current six-digit TOTP code.","type":"string","pattern":"^[0-9]{6}$"}},"additionalProperties":false}]}},"additionalProperties":false,"minProperties":1};
const exports = {};

exports["-60c9e659"] = validate10;
const schema11 = {"title":"UserSetProfileRequest","description":"Updates the caller's profile (fields: sandbox design); at least one member. Whitelist changes apply in order: ip_whitelist (replaces the list), then ip_whitelist_add, then ip_whitelist_remove (by subnet); an update that would leave more than 50 entries is refused with 012. TOTP: action enrol starts a (new) pending enrolment and the reply carries totp_enrolment once; confirm with a valid code enables TOTP; disable with a valid code turns it off. Errors: 011 (with data.errors path) for an invalid subnet; 012 when the update would leave the account with neither an IP whitelist entry nor enabled TOTP; 008 (failed to update \"totp\") for a wrong TOTP code on confirm/disable or a confirm without pending enrolment. Permissions are read-only. Permission #user-w.","type":"object","properties":{"name":{"description":"Display name.","type":"string","minLength":1,"maxLength":100},"email":{"description":"Email address.","type":"string","format":"email","maxLength":254},"phone":{"description":"Phone number; null removes it.","type":"string","pattern":"^\\+?[0-9 ()-]{6,20}$"},"language":{"description":"Preferred language.","type":"string","enum":["nl","en"]},"ip_whitelist":{"description":"Replaces the whole IP whitelist.","type":"array","items":{"$schema":"http://json-schema.org/draft-07/schema#","title":"IpWhitelistEntry","description":"An IP whitelist entry of an account.","type":"object","required":["subnet","description"],"properties":{"subnet":{"description":"IPv4 or IPv6 address or CIDR range (e.g. 192.0.2.10, 192.0.2.0/24, 2001:db8::/32); IPv4 entries never match IPv6 clients. Validated by the service (invalid: error 011).","type":"string","minLength":2,"maxLength":43,"pattern":"^[0-9A-Fa-f:.]+(/[0-9]{1,3})?$"},"description":{"description":"Free description of the entry.","type":"string","maxLength":100}},"additionalProperties":false},"maxItems":50},"ip_whitelist_add":{"description":"Entries to add to the IP whitelist.","type":"array","items":{"$schema":"http://json-schema.org/draft-07/schema#","title":"IpWhitelistEntry","description":"An IP whitelist entry of an account.","type":"object","required":["subnet","description"],"properties":{"subnet":{"description":"IPv4 or IPv6 address or CIDR range (e.g. 192.0.2.10, 192.0.2.0/24, 2001:db8::/32); IPv4 entries never match IPv6 clients. Validated by the service (invalid: error 011).","type":"string","minLength":2,"maxLength":43,"pattern":"^[0-9A-Fa-f:.]+(/[0-9]{1,3})?$"},"description":{"description":"Free description of the entry.","type":"string","maxLength":100}},"additionalProperties":false},"maxItems":50},"ip_whitelist_remove":{"description":"Subnets to remove from the IP whitelist.","type":"array","items":{"description":"Subnet of an entry.","type":"string","maxLength":43},"maxItems":50},"totp":{"description":"TOTP second factor action.","oneOf":[{"description":"Start a TOTP enrolment.","type":"object","required":["action"],"properties":{"action":{"description":"Enrol.","type":"string","const":"enrol"}},"additionalProperties":false},{"description":"Confirm the pending enrolment with a code from the authenticator.","type":"object","required":["action","code"],"properties":{"action":{"description":"Confirm.","type":"string","const":"confirm"},"code":{"description":"Current six-digit TOTP code.","type":"string","pattern":"^[0-9]{6}$"}},"additionalProperties":false},{"description":"Disable TOTP with a current code.","type":"object","required":["action","code"],"properties":{"action":{"description":"Disable.","type":"string","const":"disable"},"code":{"description":"Current six-digit TOTP code.","type":"string","pattern":"^[0-9]{6}$"}},"additionalProperties":false}]}},"additionalProperties":false,"minProperties":1,"$id":"-60c9e659"};
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const pattern0 = new RegExp("^\\+?[0-9 ()-]{6,20}$", "u");
const pattern1 = new RegExp("^[0-9A-Fa-f:.]+(/[0-9]{1,3})?$", "u");
const pattern3 = new RegExp("^[0-9]{6}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-60c9e659" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "name") || (key0 === "email")) || (key0 === "phone")) || (key0 === "language")) || (key0 === "ip_whitelist")) || (key0 === "ip_whitelist_add")) || (key0 === "ip_whitelist_remove")) || (key0 === "totp"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(data0.length > 100){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.email !== undefined){
let data1 = data.email;
if(typeof data1 === "string"){
if(data1.length > 254){
const err5 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema11.properties.email,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats0.test(data1))){
const err6 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.email,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.email.type,parentSchema:schema11.properties.email,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.phone !== undefined){
let data2 = data.phone;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err8 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^\\+?[0-9 ()-]{6,20}$"},message:"must match pattern \""+"^\\+?[0-9 ()-]{6,20}$"+"\"",schema:"^\\+?[0-9 ()-]{6,20}$",parentSchema:schema11.properties.phone,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.phone.type,parentSchema:schema11.properties.phone,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.language !== undefined){
let data3 = data.language;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.language.type,parentSchema:schema11.properties.language,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data3 === "nl") || (data3 === "en"))){
const err11 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/enum",keyword:"enum",params:{allowedValues: schema11.properties.language.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.language.enum,parentSchema:schema11.properties.language,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.ip_whitelist !== undefined){
let data4 = data.ip_whitelist;
if(Array.isArray(data4)){
if(data4.length > 50){
const err12 = {instancePath:instancePath+"/ip_whitelist",schemaPath:"#/properties/ip_whitelist/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema11.properties.ip_whitelist,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.subnet === undefined){
const err13 = {instancePath:instancePath+"/ip_whitelist/" + i0,schemaPath:"#/properties/ip_whitelist/items/required",keyword:"required",params:{missingProperty: "subnet"},message:"must have required property '"+"subnet"+"'",schema:schema11.properties.ip_whitelist.items.required,parentSchema:schema11.properties.ip_whitelist.items,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.description === undefined){
const err14 = {instancePath:instancePath+"/ip_whitelist/" + i0,schemaPath:"#/properties/ip_whitelist/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema11.properties.ip_whitelist.items.required,parentSchema:schema11.properties.ip_whitelist.items,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data5){
if(!((key1 === "subnet") || (key1 === "description"))){
const err15 = {instancePath:instancePath+"/ip_whitelist/" + i0,schemaPath:"#/properties/ip_whitelist/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.ip_whitelist.items,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.subnet !== undefined){
let data6 = data5.subnet;
if(typeof data6 === "string"){
if(data6.length > 43){
const err16 = {instancePath:instancePath+"/ip_whitelist/" + i0+"/subnet",schemaPath:"#/properties/ip_whitelist/items/properties/subnet/maxLength",keyword:"maxLength",params:{limit: 43},message:"must NOT have more than 43 characters",schema:43,parentSchema:schema11.properties.ip_whitelist.items.properties.subnet,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.length < 2){
const err17 = {instancePath:instancePath+"/ip_whitelist/" + i0+"/subnet",schemaPath:"#/properties/ip_whitelist/items/properties/subnet/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",schema:2,parentSchema:schema11.properties.ip_whitelist.items.properties.subnet,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern1.test(data6)){
const err18 = {instancePath:instancePath+"/ip_whitelist/" + i0+"/subnet",schemaPath:"#/properties/ip_whitelist/items/properties/subnet/pattern",keyword:"pattern",params:{pattern: "^[0-9A-Fa-f:.]+(/[0-9]{1,3})?$"},message:"must match pattern \""+"^[0-9A-Fa-f:.]+(/[0-9]{1,3})?$"+"\"",schema:"^[0-9A-Fa-f:.]+(/[0-9]{1,3})?$",parentSchema:schema11.properties.ip_whitelist.items.properties.subnet,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/ip_whitelist/" + i0+"/subnet",schemaPath:"#/properties/ip_whitelist/items/properties/subnet/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.ip_whitelist.items.properties.subnet.type,parentSchema:schema11.properties.ip_whitelist.items.properties.subnet,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.description !== undefined){
let data7 = data5.description;
if(typeof data7 === "string"){
if(data7.length > 100){
const err20 = {instancePath:instancePath+"/ip_whitelist/" + i0+"/description",schemaPath:"#/properties/ip_whitelist/items/properties/description/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.ip_whitelist.items.properties.description,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/ip_whitelist/" + i0+"/description",schemaPath:"#/properties/ip_whitelist/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.ip_whitelist.items.properties.description.type,parentSchema:schema11.properties.ip_whitelist.items.properties.description,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/ip_whitelist/" + i0,schemaPath:"#/properties/ip_whitelist/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.ip_whitelist.items.type,parentSchema:schema11.properties.ip_whitelist.items,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/ip_whitelist",schemaPath:"#/properties/ip_whitelist/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.ip_whitelist.type,parentSchema:schema11.properties.ip_whitelist,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.ip_whitelist_add !== undefined){
let data8 = data.ip_whitelist_add;
if(Array.isArray(data8)){
if(data8.length > 50){
const err24 = {instancePath:instancePath+"/ip_whitelist_add",schemaPath:"#/properties/ip_whitelist_add/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema11.properties.ip_whitelist_add,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.subnet === undefined){
const err25 = {instancePath:instancePath+"/ip_whitelist_add/" + i1,schemaPath:"#/properties/ip_whitelist_add/items/required",keyword:"required",params:{missingProperty: "subnet"},message:"must have required property '"+"subnet"+"'",schema:schema11.properties.ip_whitelist_add.items.required,parentSchema:schema11.properties.ip_whitelist_add.items,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9.description === undefined){
const err26 = {instancePath:instancePath+"/ip_whitelist_add/" + i1,schemaPath:"#/properties/ip_whitelist_add/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema11.properties.ip_whitelist_add.items.required,parentSchema:schema11.properties.ip_whitelist_add.items,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key2 in data9){
if(!((key2 === "subnet") || (key2 === "description"))){
const err27 = {instancePath:instancePath+"/ip_whitelist_add/" + i1,schemaPath:"#/properties/ip_whitelist_add/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.ip_whitelist_add.items,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data9.subnet !== undefined){
let data10 = data9.subnet;
if(typeof data10 === "string"){
if(data10.length > 43){
const err28 = {instancePath:instancePath+"/ip_whitelist_add/" + i1+"/subnet",schemaPath:"#/properties/ip_whitelist_add/items/properties/subnet/maxLength",keyword:"maxLength",params:{limit: 43},message:"must NOT have more than 43 characters",schema:43,parentSchema:schema11.properties.ip_whitelist_add.items.properties.subnet,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data10.length < 2){
const err29 = {instancePath:instancePath+"/ip_whitelist_add/" + i1+"/subnet",schemaPath:"#/properties/ip_whitelist_add/items/properties/subnet/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",schema:2,parentSchema:schema11.properties.ip_whitelist_add.items.properties.subnet,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern1.test(data10)){
const err30 = {instancePath:instancePath+"/ip_whitelist_add/" + i1+"/subnet",schemaPath:"#/properties/ip_whitelist_add/items/properties/subnet/pattern",keyword:"pattern",params:{pattern: "^[0-9A-Fa-f:.]+(/[0-9]{1,3})?$"},message:"must match pattern \""+"^[0-9A-Fa-f:.]+(/[0-9]{1,3})?$"+"\"",schema:"^[0-9A-Fa-f:.]+(/[0-9]{1,3})?$",parentSchema:schema11.properties.ip_whitelist_add.items.properties.subnet,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/ip_whitelist_add/" + i1+"/subnet",schemaPath:"#/properties/ip_whitelist_add/items/properties/subnet/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.ip_whitelist_add.items.properties.subnet.type,parentSchema:schema11.properties.ip_whitelist_add.items.properties.subnet,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data9.description !== undefined){
let data11 = data9.description;
if(typeof data11 === "string"){
if(data11.length > 100){
const err32 = {instancePath:instancePath+"/ip_whitelist_add/" + i1+"/description",schemaPath:"#/properties/ip_whitelist_add/items/properties/description/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.ip_whitelist_add.items.properties.description,data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/ip_whitelist_add/" + i1+"/description",schemaPath:"#/properties/ip_whitelist_add/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.ip_whitelist_add.items.properties.description.type,parentSchema:schema11.properties.ip_whitelist_add.items.properties.description,data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/ip_whitelist_add/" + i1,schemaPath:"#/properties/ip_whitelist_add/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.ip_whitelist_add.items.type,parentSchema:schema11.properties.ip_whitelist_add.items,data:data9};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/ip_whitelist_add",schemaPath:"#/properties/ip_whitelist_add/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.ip_whitelist_add.type,parentSchema:schema11.properties.ip_whitelist_add,data:data8};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.ip_whitelist_remove !== undefined){
let data12 = data.ip_whitelist_remove;
if(Array.isArray(data12)){
if(data12.length > 50){
const err36 = {instancePath:instancePath+"/ip_whitelist_remove",schemaPath:"#/properties/ip_whitelist_remove/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema11.properties.ip_whitelist_remove,data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
let data13 = data12[i2];
if(typeof data13 === "string"){
if(data13.length > 43){
const err37 = {instancePath:instancePath+"/ip_whitelist_remove/" + i2,schemaPath:"#/properties/ip_whitelist_remove/items/maxLength",keyword:"maxLength",params:{limit: 43},message:"must NOT have more than 43 characters",schema:43,parentSchema:schema11.properties.ip_whitelist_remove.items,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/ip_whitelist_remove/" + i2,schemaPath:"#/properties/ip_whitelist_remove/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.ip_whitelist_remove.items.type,parentSchema:schema11.properties.ip_whitelist_remove.items,data:data13};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/ip_whitelist_remove",schemaPath:"#/properties/ip_whitelist_remove/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.ip_whitelist_remove.type,parentSchema:schema11.properties.ip_whitelist_remove,data:data12};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.totp !== undefined){
let data14 = data.totp;
const _errs33 = errors;
let valid9 = false;
let passing0 = null;
const _errs34 = errors;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.action === undefined){
const err40 = {instancePath:instancePath+"/totp",schemaPath:"#/properties/totp/oneOf/0/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'",schema:schema11.properties.totp.oneOf[0].required,parentSchema:schema11.properties.totp.oneOf[0],data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key3 in data14){
if(!(key3 === "action")){
const err41 = {instancePath:instancePath+"/totp",schemaPath:"#/properties/totp/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.totp.oneOf[0],data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data14.action !== undefined){
let data15 = data14.action;
if(typeof data15 !== "string"){
const err42 = {instancePath:instancePath+"/totp/action",schemaPath:"#/properties/totp/oneOf/0/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.totp.oneOf[0].properties.action.type,parentSchema:schema11.properties.totp.oneOf[0].properties.action,data:data15};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if("enrol" !== data15){
const err43 = {instancePath:instancePath+"/totp/action",schemaPath:"#/properties/totp/oneOf/0/properties/action/const",keyword:"const",params:{allowedValue: "enrol"},message:"must be equal to constant",schema:"enrol",parentSchema:schema11.properties.totp.oneOf[0].properties.action,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/totp",schemaPath:"#/properties/totp/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.totp.oneOf[0].type,parentSchema:schema11.properties.totp.oneOf[0],data:data14};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid0 = _errs34 === errors;
if(_valid0){
valid9 = true;
passing0 = 0;
}
const _errs39 = errors;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.action === undefined){
const err45 = {instancePath:instancePath+"/totp",schemaPath:"#/properties/totp/oneOf/1/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'",schema:schema11.properties.totp.oneOf[1].required,parentSchema:schema11.properties.totp.oneOf[1],data:data14};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data14.code === undefined){
const err46 = {instancePath:instancePath+"/totp",schemaPath:"#/properties/totp/oneOf/1/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema11.properties.totp.oneOf[1].required,parentSchema:schema11.properties.totp.oneOf[1],data:data14};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
for(const key4 in data14){
if(!((key4 === "action") || (key4 === "code"))){
const err47 = {instancePath:instancePath+"/totp",schemaPath:"#/properties/totp/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.totp.oneOf[1],data:data14};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data14.action !== undefined){
let data16 = data14.action;
if(typeof data16 !== "string"){
const err48 = {instancePath:instancePath+"/totp/action",schemaPath:"#/properties/totp/oneOf/1/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.totp.oneOf[1].properties.action.type,parentSchema:schema11.properties.totp.oneOf[1].properties.action,data:data16};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if("confirm" !== data16){
const err49 = {instancePath:instancePath+"/totp/action",schemaPath:"#/properties/totp/oneOf/1/properties/action/const",keyword:"const",params:{allowedValue: "confirm"},message:"must be equal to constant",schema:"confirm",parentSchema:schema11.properties.totp.oneOf[1].properties.action,data:data16};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data14.code !== undefined){
let data17 = data14.code;
if(typeof data17 === "string"){
if(!pattern3.test(data17)){
const err50 = {instancePath:instancePath+"/totp/code",schemaPath:"#/properties/totp/oneOf/1/properties/code/pattern",keyword:"pattern",params:{pattern: "^[0-9]{6}$"},message:"must match pattern \""+"^[0-9]{6}$"+"\"",schema:"^[0-9]{6}$",parentSchema:schema11.properties.totp.oneOf[1].properties.code,data:data17};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/totp/code",schemaPath:"#/properties/totp/oneOf/1/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.totp.oneOf[1].properties.code.type,parentSchema:schema11.properties.totp.oneOf[1].properties.code,data:data17};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/totp",schemaPath:"#/properties/totp/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.totp.oneOf[1].type,parentSchema:schema11.properties.totp.oneOf[1],data:data14};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid0 = _errs39 === errors;
if(_valid0 && valid9){
valid9 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid9 = true;
passing0 = 1;
}
const _errs46 = errors;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.action === undefined){
const err53 = {instancePath:instancePath+"/totp",schemaPath:"#/properties/totp/oneOf/2/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'",schema:schema11.properties.totp.oneOf[2].required,parentSchema:schema11.properties.totp.oneOf[2],data:data14};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data14.code === undefined){
const err54 = {instancePath:instancePath+"/totp",schemaPath:"#/properties/totp/oneOf/2/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema11.properties.totp.oneOf[2].required,parentSchema:schema11.properties.totp.oneOf[2],data:data14};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
for(const key5 in data14){
if(!((key5 === "action") || (key5 === "code"))){
const err55 = {instancePath:instancePath+"/totp",schemaPath:"#/properties/totp/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.totp.oneOf[2],data:data14};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data14.action !== undefined){
let data18 = data14.action;
if(typeof data18 !== "string"){
const err56 = {instancePath:instancePath+"/totp/action",schemaPath:"#/properties/totp/oneOf/2/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.totp.oneOf[2].properties.action.type,parentSchema:schema11.properties.totp.oneOf[2].properties.action,data:data18};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if("disable" !== data18){
const err57 = {instancePath:instancePath+"/totp/action",schemaPath:"#/properties/totp/oneOf/2/properties/action/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema11.properties.totp.oneOf[2].properties.action,data:data18};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data14.code !== undefined){
let data19 = data14.code;
if(typeof data19 === "string"){
if(!pattern3.test(data19)){
const err58 = {instancePath:instancePath+"/totp/code",schemaPath:"#/properties/totp/oneOf/2/properties/code/pattern",keyword:"pattern",params:{pattern: "^[0-9]{6}$"},message:"must match pattern \""+"^[0-9]{6}$"+"\"",schema:"^[0-9]{6}$",parentSchema:schema11.properties.totp.oneOf[2].properties.code,data:data19};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/totp/code",schemaPath:"#/properties/totp/oneOf/2/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.totp.oneOf[2].properties.code.type,parentSchema:schema11.properties.totp.oneOf[2].properties.code,data:data19};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/totp",schemaPath:"#/properties/totp/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.totp.oneOf[2].type,parentSchema:schema11.properties.totp.oneOf[2],data:data14};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid0 = _errs46 === errors;
if(_valid0 && valid9){
valid9 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid9 = true;
passing0 = 2;
}
}
}
if(!valid9){
const err61 = {instancePath:instancePath+"/totp",schemaPath:"#/properties/totp/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema11.properties.totp.oneOf,parentSchema:schema11.properties.totp,data:data14};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err62 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports["-5e5af653"] = validate11;
const schema12 = {"description":"Start a TOTP enrolment.","type":"object","properties":{"action":{"description":"Enrol.","type":"string","const":"enrol"}},"additionalProperties":false,"anyOf":[{"required":["action"]}],"$id":"-5e5af653"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-5e5af653" */;
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'",schema:schema12.anyOf[0].required,parentSchema:schema12.anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err1 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema12.anyOf,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "action")){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.action !== undefined){
let data0 = data.action;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.action.type,parentSchema:schema12.properties.action,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("enrol" !== data0){
const err4 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/const",keyword:"const",params:{allowedValue: "enrol"},message:"must be equal to constant",schema:"enrol",parentSchema:schema12.properties.action,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

exports["44cc4b7e"] = validate12;
const schema13 = {"description":"Confirm the pending enrolment with a code from the authenticator.","type":"object","properties":{"action":{"description":"Confirm.","type":"string","const":"confirm"},"code":{"description":"Current six-digit TOTP code.","type":"string","pattern":"^[0-9]{6}$"}},"additionalProperties":false,"anyOf":[{"required":["action"]},{"required":["code"]}],"$id":"44cc4b7e"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="44cc4b7e" */;
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'",schema:schema13.anyOf[0].required,parentSchema:schema13.anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema13.anyOf[1].required,parentSchema:schema13.anyOf[1],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema13.anyOf,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "action") || (key0 === "code"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.action !== undefined){
let data0 = data.action;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.action.type,parentSchema:schema13.properties.action,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("confirm" !== data0){
const err5 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/const",keyword:"const",params:{allowedValue: "confirm"},message:"must be equal to constant",schema:"confirm",parentSchema:schema13.properties.action,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(typeof data1 === "string"){
if(!pattern3.test(data1)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[0-9]{6}$"},message:"must match pattern \""+"^[0-9]{6}$"+"\"",schema:"^[0-9]{6}$",parentSchema:schema13.properties.code,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.code.type,parentSchema:schema13.properties.code,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

exports["-748bdb52"] = validate13;
const schema14 = {"description":"Disable TOTP with a current code.","type":"object","properties":{"action":{"description":"Disable.","type":"string","const":"disable"},"code":{"description":"Current six-digit TOTP code.","type":"string","pattern":"^[0-9]{6}$"}},"additionalProperties":false,"anyOf":[{"required":["action"]},{"required":["code"]}],"$id":"-748bdb52"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-748bdb52" */;
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'",schema:schema14.anyOf[0].required,parentSchema:schema14.anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema14.anyOf[1].required,parentSchema:schema14.anyOf[1],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema14.anyOf,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "action") || (key0 === "code"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.action !== undefined){
let data0 = data.action;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.action.type,parentSchema:schema14.properties.action,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("disable" !== data0){
const err5 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema14.properties.action,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(typeof data1 === "string"){
if(!pattern3.test(data1)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[0-9]{6}$"},message:"must match pattern \""+"^[0-9]{6}$"+"\"",schema:"^[0-9]{6}$",parentSchema:schema14.properties.code,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.code.type,parentSchema:schema14.properties.code,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

exports["-66de0d6"] = validate14;
const schema15 = {"description":"Start a TOTP enrolment.","type":"object","properties":{"action":{"description":"Enrol.","type":"string","const":"enrol"}},"additionalProperties":true,"anyOf":[{"required":["action"]}],"$id":"-66de0d6"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-66de0d6" */;
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'",schema:schema15.anyOf[0].required,parentSchema:schema15.anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err1 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema15.anyOf,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action !== undefined){
let data0 = data.action;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.action.type,parentSchema:schema15.properties.action,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("enrol" !== data0){
const err3 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/const",keyword:"const",params:{allowedValue: "enrol"},message:"must be equal to constant",schema:"enrol",parentSchema:schema15.properties.action,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema15.type,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

exports["625369a1"] = validate15;
const schema16 = {"description":"Confirm the pending enrolment with a code from the authenticator.","type":"object","properties":{"action":{"description":"Confirm.","type":"string","const":"confirm"},"code":{"description":"Current six-digit TOTP code.","type":"string","pattern":"^[0-9]{6}$"}},"additionalProperties":true,"anyOf":[{"required":["action"]},{"required":["code"]}],"$id":"625369a1"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="625369a1" */;
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'",schema:schema16.anyOf[0].required,parentSchema:schema16.anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema16.anyOf[1].required,parentSchema:schema16.anyOf[1],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action !== undefined){
let data0 = data.action;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.action.type,parentSchema:schema16.properties.action,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("confirm" !== data0){
const err4 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/const",keyword:"const",params:{allowedValue: "confirm"},message:"must be equal to constant",schema:"confirm",parentSchema:schema16.properties.action,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(typeof data1 === "string"){
if(!pattern3.test(data1)){
const err5 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[0-9]{6}$"},message:"must match pattern \""+"^[0-9]{6}$"+"\"",schema:"^[0-9]{6}$",parentSchema:schema16.properties.code,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.code.type,parentSchema:schema16.properties.code,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

exports["-1f5b712f"] = validate16;
const schema17 = {"description":"Disable TOTP with a current code.","type":"object","properties":{"action":{"description":"Disable.","type":"string","const":"disable"},"code":{"description":"Current six-digit TOTP code.","type":"string","pattern":"^[0-9]{6}$"}},"additionalProperties":true,"anyOf":[{"required":["action"]},{"required":["code"]}],"$id":"-1f5b712f"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-1f5b712f" */;
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'",schema:schema17.anyOf[0].required,parentSchema:schema17.anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema17.anyOf[1].required,parentSchema:schema17.anyOf[1],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema17.anyOf,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action !== undefined){
let data0 = data.action;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.action.type,parentSchema:schema17.properties.action,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("disable" !== data0){
const err4 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema17.properties.action,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(typeof data1 === "string"){
if(!pattern3.test(data1)){
const err5 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[0-9]{6}$"},message:"must match pattern \""+"^[0-9]{6}$"+"\"",schema:"^[0-9]{6}$",parentSchema:schema17.properties.code,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.code.type,parentSchema:schema17.properties.code,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.type,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

export const validators = exports;

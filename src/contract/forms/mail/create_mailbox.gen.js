// Generated from schemas/mail/create_mailbox_request_v1.json by `npm run generate`. Do not edit.
/* eslint-disable */
export const schema = {"title":"MailCreateMailboxRequest","description":"Creates a mailbox. The address must be <local>@<domain of the client>. Errors: 006 (failed to create) when the client does not exist (\"creating a mailbox requires an existing client\"), when the address already exists as a mailbox or forwarder, or when its domain is not the client's. Permission #mail-w.","type":"object","required":["client_id","email","name","password"],"properties":{"client_id":{"description":"Client (mail domain) the mailbox belongs to.","type":"integer","minimum":1},"email":{"description":"Address of the new mailbox.","type":"string","format":"email","maxLength":254},"name":{"description":"Display name of the mailbox owner.","type":"string","minLength":1,"maxLength":100},"password":{"description":"Password, 10 to 128 characters.","type":"string","minLength":10,"maxLength":128},"quota_mb":{"description":"Quota in MB (default 1024).","type":"integer","minimum":100,"maximum":51200,"default":1024}},"additionalProperties":false};
const exports = {};

exports["-78e497fd"] = validate10;
const schema11 = {"title":"MailCreateMailboxRequest","description":"Creates a mailbox. The address must be <local>@<domain of the client>. Errors: 006 (failed to create) when the client does not exist (\"creating a mailbox requires an existing client\"), when the address already exists as a mailbox or forwarder, or when its domain is not the client's. Permission #mail-w.","type":"object","required":["client_id","email","name","password"],"properties":{"client_id":{"description":"Client (mail domain) the mailbox belongs to.","type":"integer","minimum":1},"email":{"description":"Address of the new mailbox.","type":"string","format":"email","maxLength":254},"name":{"description":"Display name of the mailbox owner.","type":"string","minLength":1,"maxLength":100},"password":{"description":"Password, 10 to 128 characters.","type":"string","minLength":10,"maxLength":128},"quota_mb":{"description":"Quota in MB (default 1024).","type":"integer","minimum":100,"maximum":51200,"default":1024}},"additionalProperties":false,"$id":"-78e497fd"};
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-78e497fd" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.client_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "client_id"},message:"must have required property '"+"client_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.email === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.password === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "client_id") || (key0 === "email")) || (key0 === "name")) || (key0 === "password")) || (key0 === "quota_mb"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.client_id !== undefined){
let data0 = data.client_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err5 = {instancePath:instancePath+"/client_id",schemaPath:"#/properties/client_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.client_id.type,parentSchema:schema11.properties.client_id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 < 1 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/client_id",schemaPath:"#/properties/client_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.client_id,data:data0};
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
if(data.email !== undefined){
let data1 = data.email;
if(typeof data1 === "string"){
if(data1.length > 254){
const err7 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema11.properties.email,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats0.test(data1))){
const err8 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.email,data:data1};
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
const err9 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.email.type,parentSchema:schema11.properties.email,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(data2.length > 100){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.name,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.length < 1){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.password !== undefined){
let data3 = data.password;
if(typeof data3 === "string"){
if(data3.length > 128){
const err13 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",schema:128,parentSchema:schema11.properties.password,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.length < 10){
const err14 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema11.properties.password,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.password.type,parentSchema:schema11.properties.password,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.quota_mb !== undefined){
let data4 = data.quota_mb;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err16 = {instancePath:instancePath+"/quota_mb",schemaPath:"#/properties/quota_mb/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.quota_mb.type,parentSchema:schema11.properties.quota_mb,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 51200 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/quota_mb",schemaPath:"#/properties/quota_mb/maximum",keyword:"maximum",params:{comparison: "<=", limit: 51200},message:"must be <= 51200",schema:51200,parentSchema:schema11.properties.quota_mb,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4 < 100 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/quota_mb",schemaPath:"#/properties/quota_mb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100",schema:100,parentSchema:schema11.properties.quota_mb,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validators = exports;

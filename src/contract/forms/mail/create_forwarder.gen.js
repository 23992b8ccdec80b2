// Generated from schemas/mail/create_forwarder_request_v1.json by `npm run generate`. Do not edit.
/* eslint-disable */
export const schema = {"title":"MailCreateForwarderRequest","description":"Creates a forwarder. The address must be <local>@<domain of the client>. Destinations may be any addresses. Errors: 006 (failed to create) when the client does not exist, when the address already exists as a mailbox (\"a forwarder requires that the address does not already exist as a mailbox\"), when the forwarder already exists, or when its domain is not the client's. Permission #mail-w.","type":"object","required":["client_id","email","destinations"],"properties":{"client_id":{"description":"Client (mail domain) the forwarder belongs to.","type":"integer","minimum":1},"email":{"description":"Address to forward.","type":"string","format":"email","maxLength":254},"destinations":{"description":"Addresses to forward to (1 to 20, unique).","type":"array","items":{"description":"Destination address.","type":"string","format":"email","maxLength":254},"minItems":1,"maxItems":20,"uniqueItems":true}},"additionalProperties":false};
const exports = {};

exports["70976241"] = validate10;
const schema11 = {"title":"MailCreateForwarderRequest","description":"Creates a forwarder. The address must be <local>@<domain of the client>. Destinations may be any addresses. Errors: 006 (failed to create) when the client does not exist, when the address already exists as a mailbox (\"a forwarder requires that the address does not already exist as a mailbox\"), when the forwarder already exists, or when its domain is not the client's. Permission #mail-w.","type":"object","required":["client_id","email","destinations"],"properties":{"client_id":{"description":"Client (mail domain) the forwarder belongs to.","type":"integer","minimum":1},"email":{"description":"Address to forward.","type":"string","format":"email","maxLength":254},"destinations":{"description":"Addresses to forward to (1 to 20, unique).","type":"array","items":{"description":"Destination address.","type":"string","format":"email","maxLength":254},"minItems":1,"maxItems":20,"uniqueItems":true}},"additionalProperties":false,"$id":"70976241"};
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="70976241" */;
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
if(data.destinations === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinations"},message:"must have required property '"+"destinations"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "client_id") || (key0 === "email")) || (key0 === "destinations"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.client_id !== undefined){
let data0 = data.client_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err4 = {instancePath:instancePath+"/client_id",schemaPath:"#/properties/client_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.client_id.type,parentSchema:schema11.properties.client_id,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 < 1 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/client_id",schemaPath:"#/properties/client_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.client_id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.email !== undefined){
let data1 = data.email;
if(typeof data1 === "string"){
if(data1.length > 254){
const err6 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema11.properties.email,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats0.test(data1))){
const err7 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.email,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.email.type,parentSchema:schema11.properties.email,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.destinations !== undefined){
let data2 = data.destinations;
if(Array.isArray(data2)){
if(data2.length > 20){
const err9 = {instancePath:instancePath+"/destinations",schemaPath:"#/properties/destinations/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items",schema:20,parentSchema:schema11.properties.destinations,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.length < 1){
const err10 = {instancePath:instancePath+"/destinations",schemaPath:"#/properties/destinations/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema11.properties.destinations,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 === "string"){
if(data3.length > 254){
const err11 = {instancePath:instancePath+"/destinations/" + i0,schemaPath:"#/properties/destinations/items/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema11.properties.destinations.items,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(formats0.test(data3))){
const err12 = {instancePath:instancePath+"/destinations/" + i0,schemaPath:"#/properties/destinations/items/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.destinations.items,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/destinations/" + i0,schemaPath:"#/properties/destinations/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.destinations.items.type,parentSchema:schema11.properties.destinations.items,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
let i1 = data2.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data2[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err14 = {instancePath:instancePath+"/destinations",schemaPath:"#/properties/destinations/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema11.properties.destinations,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err15 = {instancePath:instancePath+"/destinations",schemaPath:"#/properties/destinations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.destinations.type,parentSchema:schema11.properties.destinations,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validators = exports;

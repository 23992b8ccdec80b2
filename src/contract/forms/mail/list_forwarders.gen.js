// Generated from schemas/mail/list_forwarders_request_v1.json by `npm run generate`. Do not edit.
/* eslint-disable */
export const schema = {"title":"MailListForwardersRequest","description":"Lists forwarders, of all clients or of one client (an unknown client_id gives an empty list). Permission #mail-r.","type":"object","properties":{"client_id":{"description":"Only forwarders of this client.","type":"integer","minimum":1}},"additionalProperties":false};
const exports = {};

exports["6e532db7"] = validate10;
const schema11 = {"title":"MailListForwardersRequest","description":"Lists forwarders, of all clients or of one client (an unknown client_id gives an empty list). Permission #mail-r.","type":"object","properties":{"client_id":{"description":"Only forwarders of this client.","type":"integer","minimum":1}},"additionalProperties":false,"$id":"6e532db7"};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6e532db7" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "client_id")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.client_id !== undefined){
let data0 = data.client_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/client_id",schemaPath:"#/properties/client_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.client_id.type,parentSchema:schema11.properties.client_id,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/client_id",schemaPath:"#/properties/client_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.client_id,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validators = exports;

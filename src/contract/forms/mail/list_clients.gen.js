// Generated from schemas/mail/list_clients_request_v1.json by `npm run generate`. Do not edit.
/* eslint-disable */
export const schema = {"title":"MailListClientsRequest","description":"Lists the customer's mail clients (mail domains) with their mailbox and forwarder counts. No parameters. Permission #mail-r.","type":"object","properties":{},"additionalProperties":false};
const exports = {};

exports["-56638ab1"] = validate10;
const schema11 = {"title":"MailListClientsRequest","description":"Lists the customer's mail clients (mail domains) with their mailbox and forwarder counts. No parameters. Permission #mail-r.","type":"object","properties":{},"additionalProperties":false,"$id":"-56638ab1"};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-56638ab1" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
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
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validators = exports;

// Generated from schemas/broadband/carriercheck_request_v1.json by `npm run generate`. Do not edit.
/* eslint-disable */
export const schema = {"title":"BroadbandCarriercheckRequest","description":"Lists the carriers (access lines) of the requested kind at an address. The request is as specified; the reply shape is sandbox design. Errors: 002 when the zipcode / housenr / housenrext combination is unknown. Permission #broadband-r.","type":"object","required":["zipcode","housenr","carrier"],"properties":{"zipcode":{"description":"Postcode, upper case, no space (pattern as specified for this method).","type":"string","pattern":"^[0-9]{4}[A-Z]{2}$"},"housenr":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Housenr","description":"House number.","type":"integer","minimum":1,"maximum":99999},"housenrext":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Housenrext","description":"House number extension; \"\" or omitted means none.","type":"string","maxLength":6,"pattern":"^[0-9A-Za-z-]{0,6}$"},"carrier":{"description":"Kind of carrier to check.","type":"string","enum":["Fiber","Copper"]}},"additionalProperties":false};
const exports = {};

exports["-4c047a33"] = validate10;
const schema11 = {"title":"BroadbandCarriercheckRequest","description":"Lists the carriers (access lines) of the requested kind at an address. The request is as specified; the reply shape is sandbox design. Errors: 002 when the zipcode / housenr / housenrext combination is unknown. Permission #broadband-r.","type":"object","required":["zipcode","housenr","carrier"],"properties":{"zipcode":{"description":"Postcode, upper case, no space (pattern as specified for this method).","type":"string","pattern":"^[0-9]{4}[A-Z]{2}$"},"housenr":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Housenr","description":"House number.","type":"integer","minimum":1,"maximum":99999},"housenrext":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Housenrext","description":"House number extension; \"\" or omitted means none.","type":"string","maxLength":6,"pattern":"^[0-9A-Za-z-]{0,6}$"},"carrier":{"description":"Kind of carrier to check.","type":"string","enum":["Fiber","Copper"]}},"additionalProperties":false,"$id":"-4c047a33"};
const pattern0 = new RegExp("^[0-9]{4}[A-Z]{2}$", "u");
const pattern1 = new RegExp("^[0-9A-Za-z-]{0,6}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-4c047a33" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.zipcode === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "zipcode"},message:"must have required property '"+"zipcode"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.housenr === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "housenr"},message:"must have required property '"+"housenr"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.carrier === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "carrier"},message:"must have required property '"+"carrier"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "zipcode") || (key0 === "housenr")) || (key0 === "housenrext")) || (key0 === "carrier"))){
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
if(data.zipcode !== undefined){
let data0 = data.zipcode;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err4 = {instancePath:instancePath+"/zipcode",schemaPath:"#/properties/zipcode/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}[A-Z]{2}$"},message:"must match pattern \""+"^[0-9]{4}[A-Z]{2}$"+"\"",schema:"^[0-9]{4}[A-Z]{2}$",parentSchema:schema11.properties.zipcode,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/zipcode",schemaPath:"#/properties/zipcode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.zipcode.type,parentSchema:schema11.properties.zipcode,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.housenr !== undefined){
let data1 = data.housenr;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err6 = {instancePath:instancePath+"/housenr",schemaPath:"#/properties/housenr/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.housenr.type,parentSchema:schema11.properties.housenr,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 99999 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/housenr",schemaPath:"#/properties/housenr/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999},message:"must be <= 99999",schema:99999,parentSchema:schema11.properties.housenr,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/housenr",schemaPath:"#/properties/housenr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.housenr,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.housenrext !== undefined){
let data2 = data.housenrext;
if(typeof data2 === "string"){
if(data2.length > 6){
const err9 = {instancePath:instancePath+"/housenrext",schemaPath:"#/properties/housenrext/maxLength",keyword:"maxLength",params:{limit: 6},message:"must NOT have more than 6 characters",schema:6,parentSchema:schema11.properties.housenrext,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern1.test(data2)){
const err10 = {instancePath:instancePath+"/housenrext",schemaPath:"#/properties/housenrext/pattern",keyword:"pattern",params:{pattern: "^[0-9A-Za-z-]{0,6}$"},message:"must match pattern \""+"^[0-9A-Za-z-]{0,6}$"+"\"",schema:"^[0-9A-Za-z-]{0,6}$",parentSchema:schema11.properties.housenrext,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/housenrext",schemaPath:"#/properties/housenrext/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.housenrext.type,parentSchema:schema11.properties.housenrext,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.carrier !== undefined){
let data3 = data.carrier;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/carrier",schemaPath:"#/properties/carrier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.carrier.type,parentSchema:schema11.properties.carrier,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data3 === "Fiber") || (data3 === "Copper"))){
const err13 = {instancePath:instancePath+"/carrier",schemaPath:"#/properties/carrier/enum",keyword:"enum",params:{allowedValues: schema11.properties.carrier.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.carrier.enum,parentSchema:schema11.properties.carrier,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validators = exports;

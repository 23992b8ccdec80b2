// Generated from schemas/broadband/zipcode_request_v1.json by `npm run generate`. Do not edit.
/* eslint-disable */
export const schema = {"title":"BroadbandZipcodeRequest","description":"Extended availability check of one address: per provider and technology the best product, with the orderable carrier product ids and carrier detail (shape: sandbox design). Whole-call errors: 002 when the zipcode / housenr / housenrext combination is unknown (select a valid one with the postcodes functions); 003 when no requested provider services the address. Per-provider errors are returned inline under the provider, in a member named \"error\" ({code, message}): code 4 when that provider's backoffice is temporarily unavailable for the address, code 10 when KPN, which owns the national copper network (its access services KPNWBA and KPNWEAS), labels the address too complex. When every requested provider fails, the call itself fails with the first failing provider's code (004 or 010), since there is nothing else to show. A requested provider without products at the address is simply absent from \"available\". \"housenr\" may be sent as an integer or as a numeric string; \"housenrext\" \"\" or null both mean no extension. Permission #broadband-r.","type":"object","required":["zipcode","housenr"],"properties":{"zipcode":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Zipcode","description":"Postcode, upper case, no space.","type":"string","pattern":"^[1-9][0-9]{3}[A-Z]{2}$"},"housenr":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Housenr","description":"House number, as an integer or as a numeric string.","type":"integer","minimum":1,"maximum":99999},"housenrext":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Housenrext","description":"House number extension; \"\" or null means none.","type":"string","maxLength":6,"pattern":"^[0-9A-Za-z-]{0,6}$"},"filter":{"description":"Restricts the check.","type":"object","properties":{"provider":{"description":"Providers to check (default: all).","type":"array","items":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Provider","description":"Identifier of an access network provider.","type":"string","enum":["KPNWBA","KPNWEAS","EUROFIBER","TELE2","ZIGGO"]},"minItems":1,"uniqueItems":true},"connectionpoint":{"description":"Connection point (three digits); null means any.","type":"string","pattern":"^[0-9]{3}$"},"timeout":{"description":"Accepted here as well as at top level: backend timeout in seconds.","type":"integer","minimum":1,"maximum":60}},"additionalProperties":false},"timeout":{"description":"Backend timeout in seconds.","type":"integer","minimum":1,"maximum":60}},"additionalProperties":false};
const exports = {};

exports["-5262a65d"] = validate10;
const schema11 = {"title":"BroadbandZipcodeRequest","description":"Extended availability check of one address: per provider and technology the best product, with the orderable carrier product ids and carrier detail (shape: sandbox design). Whole-call errors: 002 when the zipcode / housenr / housenrext combination is unknown (select a valid one with the postcodes functions); 003 when no requested provider services the address. Per-provider errors are returned inline under the provider, in a member named \"error\" ({code, message}): code 4 when that provider's backoffice is temporarily unavailable for the address, code 10 when KPN, which owns the national copper network (its access services KPNWBA and KPNWEAS), labels the address too complex. When every requested provider fails, the call itself fails with the first failing provider's code (004 or 010), since there is nothing else to show. A requested provider without products at the address is simply absent from \"available\". \"housenr\" may be sent as an integer or as a numeric string; \"housenrext\" \"\" or null both mean no extension. Permission #broadband-r.","type":"object","required":["zipcode","housenr"],"properties":{"zipcode":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Zipcode","description":"Postcode, upper case, no space.","type":"string","pattern":"^[1-9][0-9]{3}[A-Z]{2}$"},"housenr":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Housenr","description":"House number, as an integer or as a numeric string.","type":"integer","minimum":1,"maximum":99999},"housenrext":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Housenrext","description":"House number extension; \"\" or null means none.","type":"string","maxLength":6,"pattern":"^[0-9A-Za-z-]{0,6}$"},"filter":{"description":"Restricts the check.","type":"object","properties":{"provider":{"description":"Providers to check (default: all).","type":"array","items":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Provider","description":"Identifier of an access network provider.","type":"string","enum":["KPNWBA","KPNWEAS","EUROFIBER","TELE2","ZIGGO"]},"minItems":1,"uniqueItems":true},"connectionpoint":{"description":"Connection point (three digits); null means any.","type":"string","pattern":"^[0-9]{3}$"},"timeout":{"description":"Accepted here as well as at top level: backend timeout in seconds.","type":"integer","minimum":1,"maximum":60}},"additionalProperties":false},"timeout":{"description":"Backend timeout in seconds.","type":"integer","minimum":1,"maximum":60}},"additionalProperties":false,"$id":"-5262a65d"};
const pattern0 = new RegExp("^[1-9][0-9]{3}[A-Z]{2}$", "u");
const pattern1 = new RegExp("^[0-9A-Za-z-]{0,6}$", "u");
const pattern2 = new RegExp("^[0-9]{3}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-5262a65d" */;
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
for(const key0 in data){
if(!(((((key0 === "zipcode") || (key0 === "housenr")) || (key0 === "housenrext")) || (key0 === "filter")) || (key0 === "timeout"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.zipcode !== undefined){
let data0 = data.zipcode;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/zipcode",schemaPath:"#/properties/zipcode/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{3}[A-Z]{2}$"},message:"must match pattern \""+"^[1-9][0-9]{3}[A-Z]{2}$"+"\"",schema:"^[1-9][0-9]{3}[A-Z]{2}$",parentSchema:schema11.properties.zipcode,data:data0};
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
const err4 = {instancePath:instancePath+"/zipcode",schemaPath:"#/properties/zipcode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.zipcode.type,parentSchema:schema11.properties.zipcode,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.housenr !== undefined){
let data1 = data.housenr;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/housenr",schemaPath:"#/properties/housenr/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.housenr.type,parentSchema:schema11.properties.housenr,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 99999 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/housenr",schemaPath:"#/properties/housenr/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999},message:"must be <= 99999",schema:99999,parentSchema:schema11.properties.housenr,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/housenr",schemaPath:"#/properties/housenr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.housenr,data:data1};
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
if(data.housenrext !== undefined){
let data2 = data.housenrext;
if(typeof data2 === "string"){
if(data2.length > 6){
const err8 = {instancePath:instancePath+"/housenrext",schemaPath:"#/properties/housenrext/maxLength",keyword:"maxLength",params:{limit: 6},message:"must NOT have more than 6 characters",schema:6,parentSchema:schema11.properties.housenrext,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern1.test(data2)){
const err9 = {instancePath:instancePath+"/housenrext",schemaPath:"#/properties/housenrext/pattern",keyword:"pattern",params:{pattern: "^[0-9A-Za-z-]{0,6}$"},message:"must match pattern \""+"^[0-9A-Za-z-]{0,6}$"+"\"",schema:"^[0-9A-Za-z-]{0,6}$",parentSchema:schema11.properties.housenrext,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/housenrext",schemaPath:"#/properties/housenrext/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.housenrext.type,parentSchema:schema11.properties.housenrext,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.filter !== undefined){
let data3 = data.filter;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
if(!(((key1 === "provider") || (key1 === "connectionpoint")) || (key1 === "timeout"))){
const err11 = {instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.filter,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.provider !== undefined){
let data4 = data3.provider;
if(Array.isArray(data4)){
if(data4.length < 1){
const err12 = {instancePath:instancePath+"/filter/provider",schemaPath:"#/properties/filter/properties/provider/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema11.properties.filter.properties.provider,data:data4};
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
if(typeof data5 !== "string"){
const err13 = {instancePath:instancePath+"/filter/provider/" + i0,schemaPath:"#/properties/filter/properties/provider/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.provider.items.type,parentSchema:schema11.properties.filter.properties.provider.items,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((((data5 === "KPNWBA") || (data5 === "KPNWEAS")) || (data5 === "EUROFIBER")) || (data5 === "TELE2")) || (data5 === "ZIGGO"))){
const err14 = {instancePath:instancePath+"/filter/provider/" + i0,schemaPath:"#/properties/filter/properties/provider/items/enum",keyword:"enum",params:{allowedValues: schema11.properties.filter.properties.provider.items.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.filter.properties.provider.items.enum,parentSchema:schema11.properties.filter.properties.provider.items,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
let i1 = data4.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data4[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err15 = {instancePath:instancePath+"/filter/provider",schemaPath:"#/properties/filter/properties/provider/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema11.properties.filter.properties.provider,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err16 = {instancePath:instancePath+"/filter/provider",schemaPath:"#/properties/filter/properties/provider/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.filter.properties.provider.type,parentSchema:schema11.properties.filter.properties.provider,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.connectionpoint !== undefined){
let data6 = data3.connectionpoint;
if(typeof data6 === "string"){
if(!pattern2.test(data6)){
const err17 = {instancePath:instancePath+"/filter/connectionpoint",schemaPath:"#/properties/filter/properties/connectionpoint/pattern",keyword:"pattern",params:{pattern: "^[0-9]{3}$"},message:"must match pattern \""+"^[0-9]{3}$"+"\"",schema:"^[0-9]{3}$",parentSchema:schema11.properties.filter.properties.connectionpoint,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/filter/connectionpoint",schemaPath:"#/properties/filter/properties/connectionpoint/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.connectionpoint.type,parentSchema:schema11.properties.filter.properties.connectionpoint,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data3.timeout !== undefined){
let data7 = data3.timeout;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err19 = {instancePath:instancePath+"/filter/timeout",schemaPath:"#/properties/filter/properties/timeout/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.filter.properties.timeout.type,parentSchema:schema11.properties.filter.properties.timeout,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 60 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/filter/timeout",schemaPath:"#/properties/filter/properties/timeout/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60",schema:60,parentSchema:schema11.properties.filter.properties.timeout,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err21 = {instancePath:instancePath+"/filter/timeout",schemaPath:"#/properties/filter/properties/timeout/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.filter.properties.timeout,data:data7};
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
}
else {
const err22 = {instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.filter.type,parentSchema:schema11.properties.filter,data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.timeout !== undefined){
let data8 = data.timeout;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err23 = {instancePath:instancePath+"/timeout",schemaPath:"#/properties/timeout/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.timeout.type,parentSchema:schema11.properties.timeout,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 60 || isNaN(data8)){
const err24 = {instancePath:instancePath+"/timeout",schemaPath:"#/properties/timeout/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60",schema:60,parentSchema:schema11.properties.timeout,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err25 = {instancePath:instancePath+"/timeout",schemaPath:"#/properties/timeout/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.timeout,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validators = exports;

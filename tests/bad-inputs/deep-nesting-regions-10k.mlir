func.func @f(%a: tensor<f32>) {
%r0 = "test.op"() ({
%r1 = "test.op"() ({
%r2 = "test.op"() ({
%r3 = "test.op"() ({
%r4 = "test.op"() ({
%r5 = "test.op"() ({
%r6 = "test.op"() ({
%r7 = "test.op"() ({
%r8 = "test.op"() ({
%r9 = "test.op"() ({
%r10 = "test.op"() ({
%r11 = "test.op"() ({
%r12 = "test.op"() ({
%r13 = "test.op"() ({
%r14 = "test.op"() ({
%r15 = "test.op"() ({
%r16 = "test.op"() ({
%r17 = "test.op"() ({
%r18 = "test.op"() ({
%r19 = "test.op"() ({
%r20 = "test.op"() ({
%r21 = "test.op"() ({
%r22 = "test.op"() ({
%r23 = "test.op"() ({
%r24 = "test.op"() ({
%r25 = "test.op"() ({
%r26 = "test.op"() ({
%r27 = "test.op"() ({
%r28 = "test.op"() ({
%r29 = "test.op"() ({
%r30 = "test.op"() ({
%r31 = "test.op"() ({
%r32 = "test.op"() ({
%r33 = "test.op"() ({
%r34 = "test.op"() ({
%r35 = "test.op"() ({
%r36 = "test.op"() ({
%r37 = "test.op"() ({
%r38 = "test.op"() ({
%r39 = "test.op"() ({
%r40 = "test.op"() ({
%r41 = "test.op"() ({
%r42 = "test.op"() ({
%r43 = "test.op"() ({
%r44 = "test.op"() ({
%r45 = "test.op"() ({
%r46 = "test.op"() ({
%r47 = "test.op"() ({
%r48 = "test.op"() ({
%r49 = "test.op"() ({
%r50 = "test.op"() ({
%r51 = "test.op"() ({
%r52 = "test.op"() ({
%r53 = "test.op"() ({
%r54 = "test.op"() ({
%r55 = "test.op"() ({
%r56 = "test.op"() ({
%r57 = "test.op"() ({
%r58 = "test.op"() ({
%r59 = "test.op"() ({
%r60 = "test.op"() ({
%r61 = "test.op"() ({
%r62 = "test.op"() ({
%r63 = "test.op"() ({
%r64 = "test.op"() ({
%r65 = "test.op"() ({
%r66 = "test.op"() ({
%r67 = "test.op"() ({
%r68 = "test.op"() ({
%r69 = "test.op"() ({
%r70 = "test.op"() ({
%r71 = "test.op"() ({
%r72 = "test.op"() ({
%r73 = "test.op"() ({
%r74 = "test.op"() ({
%r75 = "test.op"() ({
%r76 = "test.op"() ({
%r77 = "test.op"() ({
%r78 = "test.op"() ({
%r79 = "test.op"() ({
%r80 = "test.op"() ({
%r81 = "test.op"() ({
%r82 = "test.op"() ({
%r83 = "test.op"() ({
%r84 = "test.op"() ({
%r85 = "test.op"() ({
%r86 = "test.op"() ({
%r87 = "test.op"() ({
%r88 = "test.op"() ({
%r89 = "test.op"() ({
%r90 = "test.op"() ({
%r91 = "test.op"() ({
%r92 = "test.op"() ({
%r93 = "test.op"() ({
%r94 = "test.op"() ({
%r95 = "test.op"() ({
%r96 = "test.op"() ({
%r97 = "test.op"() ({
%r98 = "test.op"() ({
%r99 = "test.op"() ({
%r100 = "test.op"() ({
%r101 = "test.op"() ({
%r102 = "test.op"() ({
%r103 = "test.op"() ({
%r104 = "test.op"() ({
%r105 = "test.op"() ({
%r106 = "test.op"() ({
%r107 = "test.op"() ({
%r108 = "test.op"() ({
%r109 = "test.op"() ({
%r110 = "test.op"() ({
%r111 = "test.op"() ({
%r112 = "test.op"() ({
%r113 = "test.op"() ({
%r114 = "test.op"() ({
%r115 = "test.op"() ({
%r116 = "test.op"() ({
%r117 = "test.op"() ({
%r118 = "test.op"() ({
%r119 = "test.op"() ({
%r120 = "test.op"() ({
%r121 = "test.op"() ({
%r122 = "test.op"() ({
%r123 = "test.op"() ({
%r124 = "test.op"() ({
%r125 = "test.op"() ({
%r126 = "test.op"() ({
%r127 = "test.op"() ({
%r128 = "test.op"() ({
%r129 = "test.op"() ({
%r130 = "test.op"() ({
%r131 = "test.op"() ({
%r132 = "test.op"() ({
%r133 = "test.op"() ({
%r134 = "test.op"() ({
%r135 = "test.op"() ({
%r136 = "test.op"() ({
%r137 = "test.op"() ({
%r138 = "test.op"() ({
%r139 = "test.op"() ({
%r140 = "test.op"() ({
%r141 = "test.op"() ({
%r142 = "test.op"() ({
%r143 = "test.op"() ({
%r144 = "test.op"() ({
%r145 = "test.op"() ({
%r146 = "test.op"() ({
%r147 = "test.op"() ({
%r148 = "test.op"() ({
%r149 = "test.op"() ({
%r150 = "test.op"() ({
%r151 = "test.op"() ({
%r152 = "test.op"() ({
%r153 = "test.op"() ({
%r154 = "test.op"() ({
%r155 = "test.op"() ({
%r156 = "test.op"() ({
%r157 = "test.op"() ({
%r158 = "test.op"() ({
%r159 = "test.op"() ({
%r160 = "test.op"() ({
%r161 = "test.op"() ({
%r162 = "test.op"() ({
%r163 = "test.op"() ({
%r164 = "test.op"() ({
%r165 = "test.op"() ({
%r166 = "test.op"() ({
%r167 = "test.op"() ({
%r168 = "test.op"() ({
%r169 = "test.op"() ({
%r170 = "test.op"() ({
%r171 = "test.op"() ({
%r172 = "test.op"() ({
%r173 = "test.op"() ({
%r174 = "test.op"() ({
%r175 = "test.op"() ({
%r176 = "test.op"() ({
%r177 = "test.op"() ({
%r178 = "test.op"() ({
%r179 = "test.op"() ({
%r180 = "test.op"() ({
%r181 = "test.op"() ({
%r182 = "test.op"() ({
%r183 = "test.op"() ({
%r184 = "test.op"() ({
%r185 = "test.op"() ({
%r186 = "test.op"() ({
%r187 = "test.op"() ({
%r188 = "test.op"() ({
%r189 = "test.op"() ({
%r190 = "test.op"() ({
%r191 = "test.op"() ({
%r192 = "test.op"() ({
%r193 = "test.op"() ({
%r194 = "test.op"() ({
%r195 = "test.op"() ({
%r196 = "test.op"() ({
%r197 = "test.op"() ({
%r198 = "test.op"() ({
%r199 = "test.op"() ({
%r200 = "test.op"() ({
%r201 = "test.op"() ({
%r202 = "test.op"() ({
%r203 = "test.op"() ({
%r204 = "test.op"() ({
%r205 = "test.op"() ({
%r206 = "test.op"() ({
%r207 = "test.op"() ({
%r208 = "test.op"() ({
%r209 = "test.op"() ({
%r210 = "test.op"() ({
%r211 = "test.op"() ({
%r212 = "test.op"() ({
%r213 = "test.op"() ({
%r214 = "test.op"() ({
%r215 = "test.op"() ({
%r216 = "test.op"() ({
%r217 = "test.op"() ({
%r218 = "test.op"() ({
%r219 = "test.op"() ({
%r220 = "test.op"() ({
%r221 = "test.op"() ({
%r222 = "test.op"() ({
%r223 = "test.op"() ({
%r224 = "test.op"() ({
%r225 = "test.op"() ({
%r226 = "test.op"() ({
%r227 = "test.op"() ({
%r228 = "test.op"() ({
%r229 = "test.op"() ({
%r230 = "test.op"() ({
%r231 = "test.op"() ({
%r232 = "test.op"() ({
%r233 = "test.op"() ({
%r234 = "test.op"() ({
%r235 = "test.op"() ({
%r236 = "test.op"() ({
%r237 = "test.op"() ({
%r238 = "test.op"() ({
%r239 = "test.op"() ({
%r240 = "test.op"() ({
%r241 = "test.op"() ({
%r242 = "test.op"() ({
%r243 = "test.op"() ({
%r244 = "test.op"() ({
%r245 = "test.op"() ({
%r246 = "test.op"() ({
%r247 = "test.op"() ({
%r248 = "test.op"() ({
%r249 = "test.op"() ({
%r250 = "test.op"() ({
%r251 = "test.op"() ({
%r252 = "test.op"() ({
%r253 = "test.op"() ({
%r254 = "test.op"() ({
%r255 = "test.op"() ({
%r256 = "test.op"() ({
%r257 = "test.op"() ({
%r258 = "test.op"() ({
%r259 = "test.op"() ({
%r260 = "test.op"() ({
%r261 = "test.op"() ({
%r262 = "test.op"() ({
%r263 = "test.op"() ({
%r264 = "test.op"() ({
%r265 = "test.op"() ({
%r266 = "test.op"() ({
%r267 = "test.op"() ({
%r268 = "test.op"() ({
%r269 = "test.op"() ({
%r270 = "test.op"() ({
%r271 = "test.op"() ({
%r272 = "test.op"() ({
%r273 = "test.op"() ({
%r274 = "test.op"() ({
%r275 = "test.op"() ({
%r276 = "test.op"() ({
%r277 = "test.op"() ({
%r278 = "test.op"() ({
%r279 = "test.op"() ({
%r280 = "test.op"() ({
%r281 = "test.op"() ({
%r282 = "test.op"() ({
%r283 = "test.op"() ({
%r284 = "test.op"() ({
%r285 = "test.op"() ({
%r286 = "test.op"() ({
%r287 = "test.op"() ({
%r288 = "test.op"() ({
%r289 = "test.op"() ({
%r290 = "test.op"() ({
%r291 = "test.op"() ({
%r292 = "test.op"() ({
%r293 = "test.op"() ({
%r294 = "test.op"() ({
%r295 = "test.op"() ({
%r296 = "test.op"() ({
%r297 = "test.op"() ({
%r298 = "test.op"() ({
%r299 = "test.op"() ({
%r300 = "test.op"() ({
%r301 = "test.op"() ({
%r302 = "test.op"() ({
%r303 = "test.op"() ({
%r304 = "test.op"() ({
%r305 = "test.op"() ({
%r306 = "test.op"() ({
%r307 = "test.op"() ({
%r308 = "test.op"() ({
%r309 = "test.op"() ({
%r310 = "test.op"() ({
%r311 = "test.op"() ({
%r312 = "test.op"() ({
%r313 = "test.op"() ({
%r314 = "test.op"() ({
%r315 = "test.op"() ({
%r316 = "test.op"() ({
%r317 = "test.op"() ({
%r318 = "test.op"() ({
%r319 = "test.op"() ({
%r320 = "test.op"() ({
%r321 = "test.op"() ({
%r322 = "test.op"() ({
%r323 = "test.op"() ({
%r324 = "test.op"() ({
%r325 = "test.op"() ({
%r326 = "test.op"() ({
%r327 = "test.op"() ({
%r328 = "test.op"() ({
%r329 = "test.op"() ({
%r330 = "test.op"() ({
%r331 = "test.op"() ({
%r332 = "test.op"() ({
%r333 = "test.op"() ({
%r334 = "test.op"() ({
%r335 = "test.op"() ({
%r336 = "test.op"() ({
%r337 = "test.op"() ({
%r338 = "test.op"() ({
%r339 = "test.op"() ({
%r340 = "test.op"() ({
%r341 = "test.op"() ({
%r342 = "test.op"() ({
%r343 = "test.op"() ({
%r344 = "test.op"() ({
%r345 = "test.op"() ({
%r346 = "test.op"() ({
%r347 = "test.op"() ({
%r348 = "test.op"() ({
%r349 = "test.op"() ({
%r350 = "test.op"() ({
%r351 = "test.op"() ({
%r352 = "test.op"() ({
%r353 = "test.op"() ({
%r354 = "test.op"() ({
%r355 = "test.op"() ({
%r356 = "test.op"() ({
%r357 = "test.op"() ({
%r358 = "test.op"() ({
%r359 = "test.op"() ({
%r360 = "test.op"() ({
%r361 = "test.op"() ({
%r362 = "test.op"() ({
%r363 = "test.op"() ({
%r364 = "test.op"() ({
%r365 = "test.op"() ({
%r366 = "test.op"() ({
%r367 = "test.op"() ({
%r368 = "test.op"() ({
%r369 = "test.op"() ({
%r370 = "test.op"() ({
%r371 = "test.op"() ({
%r372 = "test.op"() ({
%r373 = "test.op"() ({
%r374 = "test.op"() ({
%r375 = "test.op"() ({
%r376 = "test.op"() ({
%r377 = "test.op"() ({
%r378 = "test.op"() ({
%r379 = "test.op"() ({
%r380 = "test.op"() ({
%r381 = "test.op"() ({
%r382 = "test.op"() ({
%r383 = "test.op"() ({
%r384 = "test.op"() ({
%r385 = "test.op"() ({
%r386 = "test.op"() ({
%r387 = "test.op"() ({
%r388 = "test.op"() ({
%r389 = "test.op"() ({
%r390 = "test.op"() ({
%r391 = "test.op"() ({
%r392 = "test.op"() ({
%r393 = "test.op"() ({
%r394 = "test.op"() ({
%r395 = "test.op"() ({
%r396 = "test.op"() ({
%r397 = "test.op"() ({
%r398 = "test.op"() ({
%r399 = "test.op"() ({
%r400 = "test.op"() ({
%r401 = "test.op"() ({
%r402 = "test.op"() ({
%r403 = "test.op"() ({
%r404 = "test.op"() ({
%r405 = "test.op"() ({
%r406 = "test.op"() ({
%r407 = "test.op"() ({
%r408 = "test.op"() ({
%r409 = "test.op"() ({
%r410 = "test.op"() ({
%r411 = "test.op"() ({
%r412 = "test.op"() ({
%r413 = "test.op"() ({
%r414 = "test.op"() ({
%r415 = "test.op"() ({
%r416 = "test.op"() ({
%r417 = "test.op"() ({
%r418 = "test.op"() ({
%r419 = "test.op"() ({
%r420 = "test.op"() ({
%r421 = "test.op"() ({
%r422 = "test.op"() ({
%r423 = "test.op"() ({
%r424 = "test.op"() ({
%r425 = "test.op"() ({
%r426 = "test.op"() ({
%r427 = "test.op"() ({
%r428 = "test.op"() ({
%r429 = "test.op"() ({
%r430 = "test.op"() ({
%r431 = "test.op"() ({
%r432 = "test.op"() ({
%r433 = "test.op"() ({
%r434 = "test.op"() ({
%r435 = "test.op"() ({
%r436 = "test.op"() ({
%r437 = "test.op"() ({
%r438 = "test.op"() ({
%r439 = "test.op"() ({
%r440 = "test.op"() ({
%r441 = "test.op"() ({
%r442 = "test.op"() ({
%r443 = "test.op"() ({
%r444 = "test.op"() ({
%r445 = "test.op"() ({
%r446 = "test.op"() ({
%r447 = "test.op"() ({
%r448 = "test.op"() ({
%r449 = "test.op"() ({
%r450 = "test.op"() ({
%r451 = "test.op"() ({
%r452 = "test.op"() ({
%r453 = "test.op"() ({
%r454 = "test.op"() ({
%r455 = "test.op"() ({
%r456 = "test.op"() ({
%r457 = "test.op"() ({
%r458 = "test.op"() ({
%r459 = "test.op"() ({
%r460 = "test.op"() ({
%r461 = "test.op"() ({
%r462 = "test.op"() ({
%r463 = "test.op"() ({
%r464 = "test.op"() ({
%r465 = "test.op"() ({
%r466 = "test.op"() ({
%r467 = "test.op"() ({
%r468 = "test.op"() ({
%r469 = "test.op"() ({
%r470 = "test.op"() ({
%r471 = "test.op"() ({
%r472 = "test.op"() ({
%r473 = "test.op"() ({
%r474 = "test.op"() ({
%r475 = "test.op"() ({
%r476 = "test.op"() ({
%r477 = "test.op"() ({
%r478 = "test.op"() ({
%r479 = "test.op"() ({
%r480 = "test.op"() ({
%r481 = "test.op"() ({
%r482 = "test.op"() ({
%r483 = "test.op"() ({
%r484 = "test.op"() ({
%r485 = "test.op"() ({
%r486 = "test.op"() ({
%r487 = "test.op"() ({
%r488 = "test.op"() ({
%r489 = "test.op"() ({
%r490 = "test.op"() ({
%r491 = "test.op"() ({
%r492 = "test.op"() ({
%r493 = "test.op"() ({
%r494 = "test.op"() ({
%r495 = "test.op"() ({
%r496 = "test.op"() ({
%r497 = "test.op"() ({
%r498 = "test.op"() ({
%r499 = "test.op"() ({
%r500 = "test.op"() ({
%r501 = "test.op"() ({
%r502 = "test.op"() ({
%r503 = "test.op"() ({
%r504 = "test.op"() ({
%r505 = "test.op"() ({
%r506 = "test.op"() ({
%r507 = "test.op"() ({
%r508 = "test.op"() ({
%r509 = "test.op"() ({
%r510 = "test.op"() ({
%r511 = "test.op"() ({
%r512 = "test.op"() ({
%r513 = "test.op"() ({
%r514 = "test.op"() ({
%r515 = "test.op"() ({
%r516 = "test.op"() ({
%r517 = "test.op"() ({
%r518 = "test.op"() ({
%r519 = "test.op"() ({
%r520 = "test.op"() ({
%r521 = "test.op"() ({
%r522 = "test.op"() ({
%r523 = "test.op"() ({
%r524 = "test.op"() ({
%r525 = "test.op"() ({
%r526 = "test.op"() ({
%r527 = "test.op"() ({
%r528 = "test.op"() ({
%r529 = "test.op"() ({
%r530 = "test.op"() ({
%r531 = "test.op"() ({
%r532 = "test.op"() ({
%r533 = "test.op"() ({
%r534 = "test.op"() ({
%r535 = "test.op"() ({
%r536 = "test.op"() ({
%r537 = "test.op"() ({
%r538 = "test.op"() ({
%r539 = "test.op"() ({
%r540 = "test.op"() ({
%r541 = "test.op"() ({
%r542 = "test.op"() ({
%r543 = "test.op"() ({
%r544 = "test.op"() ({
%r545 = "test.op"() ({
%r546 = "test.op"() ({
%r547 = "test.op"() ({
%r548 = "test.op"() ({
%r549 = "test.op"() ({
%r550 = "test.op"() ({
%r551 = "test.op"() ({
%r552 = "test.op"() ({
%r553 = "test.op"() ({
%r554 = "test.op"() ({
%r555 = "test.op"() ({
%r556 = "test.op"() ({
%r557 = "test.op"() ({
%r558 = "test.op"() ({
%r559 = "test.op"() ({
%r560 = "test.op"() ({
%r561 = "test.op"() ({
%r562 = "test.op"() ({
%r563 = "test.op"() ({
%r564 = "test.op"() ({
%r565 = "test.op"() ({
%r566 = "test.op"() ({
%r567 = "test.op"() ({
%r568 = "test.op"() ({
%r569 = "test.op"() ({
%r570 = "test.op"() ({
%r571 = "test.op"() ({
%r572 = "test.op"() ({
%r573 = "test.op"() ({
%r574 = "test.op"() ({
%r575 = "test.op"() ({
%r576 = "test.op"() ({
%r577 = "test.op"() ({
%r578 = "test.op"() ({
%r579 = "test.op"() ({
%r580 = "test.op"() ({
%r581 = "test.op"() ({
%r582 = "test.op"() ({
%r583 = "test.op"() ({
%r584 = "test.op"() ({
%r585 = "test.op"() ({
%r586 = "test.op"() ({
%r587 = "test.op"() ({
%r588 = "test.op"() ({
%r589 = "test.op"() ({
%r590 = "test.op"() ({
%r591 = "test.op"() ({
%r592 = "test.op"() ({
%r593 = "test.op"() ({
%r594 = "test.op"() ({
%r595 = "test.op"() ({
%r596 = "test.op"() ({
%r597 = "test.op"() ({
%r598 = "test.op"() ({
%r599 = "test.op"() ({
%r600 = "test.op"() ({
%r601 = "test.op"() ({
%r602 = "test.op"() ({
%r603 = "test.op"() ({
%r604 = "test.op"() ({
%r605 = "test.op"() ({
%r606 = "test.op"() ({
%r607 = "test.op"() ({
%r608 = "test.op"() ({
%r609 = "test.op"() ({
%r610 = "test.op"() ({
%r611 = "test.op"() ({
%r612 = "test.op"() ({
%r613 = "test.op"() ({
%r614 = "test.op"() ({
%r615 = "test.op"() ({
%r616 = "test.op"() ({
%r617 = "test.op"() ({
%r618 = "test.op"() ({
%r619 = "test.op"() ({
%r620 = "test.op"() ({
%r621 = "test.op"() ({
%r622 = "test.op"() ({
%r623 = "test.op"() ({
%r624 = "test.op"() ({
%r625 = "test.op"() ({
%r626 = "test.op"() ({
%r627 = "test.op"() ({
%r628 = "test.op"() ({
%r629 = "test.op"() ({
%r630 = "test.op"() ({
%r631 = "test.op"() ({
%r632 = "test.op"() ({
%r633 = "test.op"() ({
%r634 = "test.op"() ({
%r635 = "test.op"() ({
%r636 = "test.op"() ({
%r637 = "test.op"() ({
%r638 = "test.op"() ({
%r639 = "test.op"() ({
%r640 = "test.op"() ({
%r641 = "test.op"() ({
%r642 = "test.op"() ({
%r643 = "test.op"() ({
%r644 = "test.op"() ({
%r645 = "test.op"() ({
%r646 = "test.op"() ({
%r647 = "test.op"() ({
%r648 = "test.op"() ({
%r649 = "test.op"() ({
%r650 = "test.op"() ({
%r651 = "test.op"() ({
%r652 = "test.op"() ({
%r653 = "test.op"() ({
%r654 = "test.op"() ({
%r655 = "test.op"() ({
%r656 = "test.op"() ({
%r657 = "test.op"() ({
%r658 = "test.op"() ({
%r659 = "test.op"() ({
%r660 = "test.op"() ({
%r661 = "test.op"() ({
%r662 = "test.op"() ({
%r663 = "test.op"() ({
%r664 = "test.op"() ({
%r665 = "test.op"() ({
%r666 = "test.op"() ({
%r667 = "test.op"() ({
%r668 = "test.op"() ({
%r669 = "test.op"() ({
%r670 = "test.op"() ({
%r671 = "test.op"() ({
%r672 = "test.op"() ({
%r673 = "test.op"() ({
%r674 = "test.op"() ({
%r675 = "test.op"() ({
%r676 = "test.op"() ({
%r677 = "test.op"() ({
%r678 = "test.op"() ({
%r679 = "test.op"() ({
%r680 = "test.op"() ({
%r681 = "test.op"() ({
%r682 = "test.op"() ({
%r683 = "test.op"() ({
%r684 = "test.op"() ({
%r685 = "test.op"() ({
%r686 = "test.op"() ({
%r687 = "test.op"() ({
%r688 = "test.op"() ({
%r689 = "test.op"() ({
%r690 = "test.op"() ({
%r691 = "test.op"() ({
%r692 = "test.op"() ({
%r693 = "test.op"() ({
%r694 = "test.op"() ({
%r695 = "test.op"() ({
%r696 = "test.op"() ({
%r697 = "test.op"() ({
%r698 = "test.op"() ({
%r699 = "test.op"() ({
%r700 = "test.op"() ({
%r701 = "test.op"() ({
%r702 = "test.op"() ({
%r703 = "test.op"() ({
%r704 = "test.op"() ({
%r705 = "test.op"() ({
%r706 = "test.op"() ({
%r707 = "test.op"() ({
%r708 = "test.op"() ({
%r709 = "test.op"() ({
%r710 = "test.op"() ({
%r711 = "test.op"() ({
%r712 = "test.op"() ({
%r713 = "test.op"() ({
%r714 = "test.op"() ({
%r715 = "test.op"() ({
%r716 = "test.op"() ({
%r717 = "test.op"() ({
%r718 = "test.op"() ({
%r719 = "test.op"() ({
%r720 = "test.op"() ({
%r721 = "test.op"() ({
%r722 = "test.op"() ({
%r723 = "test.op"() ({
%r724 = "test.op"() ({
%r725 = "test.op"() ({
%r726 = "test.op"() ({
%r727 = "test.op"() ({
%r728 = "test.op"() ({
%r729 = "test.op"() ({
%r730 = "test.op"() ({
%r731 = "test.op"() ({
%r732 = "test.op"() ({
%r733 = "test.op"() ({
%r734 = "test.op"() ({
%r735 = "test.op"() ({
%r736 = "test.op"() ({
%r737 = "test.op"() ({
%r738 = "test.op"() ({
%r739 = "test.op"() ({
%r740 = "test.op"() ({
%r741 = "test.op"() ({
%r742 = "test.op"() ({
%r743 = "test.op"() ({
%r744 = "test.op"() ({
%r745 = "test.op"() ({
%r746 = "test.op"() ({
%r747 = "test.op"() ({
%r748 = "test.op"() ({
%r749 = "test.op"() ({
%r750 = "test.op"() ({
%r751 = "test.op"() ({
%r752 = "test.op"() ({
%r753 = "test.op"() ({
%r754 = "test.op"() ({
%r755 = "test.op"() ({
%r756 = "test.op"() ({
%r757 = "test.op"() ({
%r758 = "test.op"() ({
%r759 = "test.op"() ({
%r760 = "test.op"() ({
%r761 = "test.op"() ({
%r762 = "test.op"() ({
%r763 = "test.op"() ({
%r764 = "test.op"() ({
%r765 = "test.op"() ({
%r766 = "test.op"() ({
%r767 = "test.op"() ({
%r768 = "test.op"() ({
%r769 = "test.op"() ({
%r770 = "test.op"() ({
%r771 = "test.op"() ({
%r772 = "test.op"() ({
%r773 = "test.op"() ({
%r774 = "test.op"() ({
%r775 = "test.op"() ({
%r776 = "test.op"() ({
%r777 = "test.op"() ({
%r778 = "test.op"() ({
%r779 = "test.op"() ({
%r780 = "test.op"() ({
%r781 = "test.op"() ({
%r782 = "test.op"() ({
%r783 = "test.op"() ({
%r784 = "test.op"() ({
%r785 = "test.op"() ({
%r786 = "test.op"() ({
%r787 = "test.op"() ({
%r788 = "test.op"() ({
%r789 = "test.op"() ({
%r790 = "test.op"() ({
%r791 = "test.op"() ({
%r792 = "test.op"() ({
%r793 = "test.op"() ({
%r794 = "test.op"() ({
%r795 = "test.op"() ({
%r796 = "test.op"() ({
%r797 = "test.op"() ({
%r798 = "test.op"() ({
%r799 = "test.op"() ({
%r800 = "test.op"() ({
%r801 = "test.op"() ({
%r802 = "test.op"() ({
%r803 = "test.op"() ({
%r804 = "test.op"() ({
%r805 = "test.op"() ({
%r806 = "test.op"() ({
%r807 = "test.op"() ({
%r808 = "test.op"() ({
%r809 = "test.op"() ({
%r810 = "test.op"() ({
%r811 = "test.op"() ({
%r812 = "test.op"() ({
%r813 = "test.op"() ({
%r814 = "test.op"() ({
%r815 = "test.op"() ({
%r816 = "test.op"() ({
%r817 = "test.op"() ({
%r818 = "test.op"() ({
%r819 = "test.op"() ({
%r820 = "test.op"() ({
%r821 = "test.op"() ({
%r822 = "test.op"() ({
%r823 = "test.op"() ({
%r824 = "test.op"() ({
%r825 = "test.op"() ({
%r826 = "test.op"() ({
%r827 = "test.op"() ({
%r828 = "test.op"() ({
%r829 = "test.op"() ({
%r830 = "test.op"() ({
%r831 = "test.op"() ({
%r832 = "test.op"() ({
%r833 = "test.op"() ({
%r834 = "test.op"() ({
%r835 = "test.op"() ({
%r836 = "test.op"() ({
%r837 = "test.op"() ({
%r838 = "test.op"() ({
%r839 = "test.op"() ({
%r840 = "test.op"() ({
%r841 = "test.op"() ({
%r842 = "test.op"() ({
%r843 = "test.op"() ({
%r844 = "test.op"() ({
%r845 = "test.op"() ({
%r846 = "test.op"() ({
%r847 = "test.op"() ({
%r848 = "test.op"() ({
%r849 = "test.op"() ({
%r850 = "test.op"() ({
%r851 = "test.op"() ({
%r852 = "test.op"() ({
%r853 = "test.op"() ({
%r854 = "test.op"() ({
%r855 = "test.op"() ({
%r856 = "test.op"() ({
%r857 = "test.op"() ({
%r858 = "test.op"() ({
%r859 = "test.op"() ({
%r860 = "test.op"() ({
%r861 = "test.op"() ({
%r862 = "test.op"() ({
%r863 = "test.op"() ({
%r864 = "test.op"() ({
%r865 = "test.op"() ({
%r866 = "test.op"() ({
%r867 = "test.op"() ({
%r868 = "test.op"() ({
%r869 = "test.op"() ({
%r870 = "test.op"() ({
%r871 = "test.op"() ({
%r872 = "test.op"() ({
%r873 = "test.op"() ({
%r874 = "test.op"() ({
%r875 = "test.op"() ({
%r876 = "test.op"() ({
%r877 = "test.op"() ({
%r878 = "test.op"() ({
%r879 = "test.op"() ({
%r880 = "test.op"() ({
%r881 = "test.op"() ({
%r882 = "test.op"() ({
%r883 = "test.op"() ({
%r884 = "test.op"() ({
%r885 = "test.op"() ({
%r886 = "test.op"() ({
%r887 = "test.op"() ({
%r888 = "test.op"() ({
%r889 = "test.op"() ({
%r890 = "test.op"() ({
%r891 = "test.op"() ({
%r892 = "test.op"() ({
%r893 = "test.op"() ({
%r894 = "test.op"() ({
%r895 = "test.op"() ({
%r896 = "test.op"() ({
%r897 = "test.op"() ({
%r898 = "test.op"() ({
%r899 = "test.op"() ({
%r900 = "test.op"() ({
%r901 = "test.op"() ({
%r902 = "test.op"() ({
%r903 = "test.op"() ({
%r904 = "test.op"() ({
%r905 = "test.op"() ({
%r906 = "test.op"() ({
%r907 = "test.op"() ({
%r908 = "test.op"() ({
%r909 = "test.op"() ({
%r910 = "test.op"() ({
%r911 = "test.op"() ({
%r912 = "test.op"() ({
%r913 = "test.op"() ({
%r914 = "test.op"() ({
%r915 = "test.op"() ({
%r916 = "test.op"() ({
%r917 = "test.op"() ({
%r918 = "test.op"() ({
%r919 = "test.op"() ({
%r920 = "test.op"() ({
%r921 = "test.op"() ({
%r922 = "test.op"() ({
%r923 = "test.op"() ({
%r924 = "test.op"() ({
%r925 = "test.op"() ({
%r926 = "test.op"() ({
%r927 = "test.op"() ({
%r928 = "test.op"() ({
%r929 = "test.op"() ({
%r930 = "test.op"() ({
%r931 = "test.op"() ({
%r932 = "test.op"() ({
%r933 = "test.op"() ({
%r934 = "test.op"() ({
%r935 = "test.op"() ({
%r936 = "test.op"() ({
%r937 = "test.op"() ({
%r938 = "test.op"() ({
%r939 = "test.op"() ({
%r940 = "test.op"() ({
%r941 = "test.op"() ({
%r942 = "test.op"() ({
%r943 = "test.op"() ({
%r944 = "test.op"() ({
%r945 = "test.op"() ({
%r946 = "test.op"() ({
%r947 = "test.op"() ({
%r948 = "test.op"() ({
%r949 = "test.op"() ({
%r950 = "test.op"() ({
%r951 = "test.op"() ({
%r952 = "test.op"() ({
%r953 = "test.op"() ({
%r954 = "test.op"() ({
%r955 = "test.op"() ({
%r956 = "test.op"() ({
%r957 = "test.op"() ({
%r958 = "test.op"() ({
%r959 = "test.op"() ({
%r960 = "test.op"() ({
%r961 = "test.op"() ({
%r962 = "test.op"() ({
%r963 = "test.op"() ({
%r964 = "test.op"() ({
%r965 = "test.op"() ({
%r966 = "test.op"() ({
%r967 = "test.op"() ({
%r968 = "test.op"() ({
%r969 = "test.op"() ({
%r970 = "test.op"() ({
%r971 = "test.op"() ({
%r972 = "test.op"() ({
%r973 = "test.op"() ({
%r974 = "test.op"() ({
%r975 = "test.op"() ({
%r976 = "test.op"() ({
%r977 = "test.op"() ({
%r978 = "test.op"() ({
%r979 = "test.op"() ({
%r980 = "test.op"() ({
%r981 = "test.op"() ({
%r982 = "test.op"() ({
%r983 = "test.op"() ({
%r984 = "test.op"() ({
%r985 = "test.op"() ({
%r986 = "test.op"() ({
%r987 = "test.op"() ({
%r988 = "test.op"() ({
%r989 = "test.op"() ({
%r990 = "test.op"() ({
%r991 = "test.op"() ({
%r992 = "test.op"() ({
%r993 = "test.op"() ({
%r994 = "test.op"() ({
%r995 = "test.op"() ({
%r996 = "test.op"() ({
%r997 = "test.op"() ({
%r998 = "test.op"() ({
%r999 = "test.op"() ({
%r1000 = "test.op"() ({
%r1001 = "test.op"() ({
%r1002 = "test.op"() ({
%r1003 = "test.op"() ({
%r1004 = "test.op"() ({
%r1005 = "test.op"() ({
%r1006 = "test.op"() ({
%r1007 = "test.op"() ({
%r1008 = "test.op"() ({
%r1009 = "test.op"() ({
%r1010 = "test.op"() ({
%r1011 = "test.op"() ({
%r1012 = "test.op"() ({
%r1013 = "test.op"() ({
%r1014 = "test.op"() ({
%r1015 = "test.op"() ({
%r1016 = "test.op"() ({
%r1017 = "test.op"() ({
%r1018 = "test.op"() ({
%r1019 = "test.op"() ({
%r1020 = "test.op"() ({
%r1021 = "test.op"() ({
%r1022 = "test.op"() ({
%r1023 = "test.op"() ({
%r1024 = "test.op"() ({
%r1025 = "test.op"() ({
%r1026 = "test.op"() ({
%r1027 = "test.op"() ({
%r1028 = "test.op"() ({
%r1029 = "test.op"() ({
%r1030 = "test.op"() ({
%r1031 = "test.op"() ({
%r1032 = "test.op"() ({
%r1033 = "test.op"() ({
%r1034 = "test.op"() ({
%r1035 = "test.op"() ({
%r1036 = "test.op"() ({
%r1037 = "test.op"() ({
%r1038 = "test.op"() ({
%r1039 = "test.op"() ({
%r1040 = "test.op"() ({
%r1041 = "test.op"() ({
%r1042 = "test.op"() ({
%r1043 = "test.op"() ({
%r1044 = "test.op"() ({
%r1045 = "test.op"() ({
%r1046 = "test.op"() ({
%r1047 = "test.op"() ({
%r1048 = "test.op"() ({
%r1049 = "test.op"() ({
%r1050 = "test.op"() ({
%r1051 = "test.op"() ({
%r1052 = "test.op"() ({
%r1053 = "test.op"() ({
%r1054 = "test.op"() ({
%r1055 = "test.op"() ({
%r1056 = "test.op"() ({
%r1057 = "test.op"() ({
%r1058 = "test.op"() ({
%r1059 = "test.op"() ({
%r1060 = "test.op"() ({
%r1061 = "test.op"() ({
%r1062 = "test.op"() ({
%r1063 = "test.op"() ({
%r1064 = "test.op"() ({
%r1065 = "test.op"() ({
%r1066 = "test.op"() ({
%r1067 = "test.op"() ({
%r1068 = "test.op"() ({
%r1069 = "test.op"() ({
%r1070 = "test.op"() ({
%r1071 = "test.op"() ({
%r1072 = "test.op"() ({
%r1073 = "test.op"() ({
%r1074 = "test.op"() ({
%r1075 = "test.op"() ({
%r1076 = "test.op"() ({
%r1077 = "test.op"() ({
%r1078 = "test.op"() ({
%r1079 = "test.op"() ({
%r1080 = "test.op"() ({
%r1081 = "test.op"() ({
%r1082 = "test.op"() ({
%r1083 = "test.op"() ({
%r1084 = "test.op"() ({
%r1085 = "test.op"() ({
%r1086 = "test.op"() ({
%r1087 = "test.op"() ({
%r1088 = "test.op"() ({
%r1089 = "test.op"() ({
%r1090 = "test.op"() ({
%r1091 = "test.op"() ({
%r1092 = "test.op"() ({
%r1093 = "test.op"() ({
%r1094 = "test.op"() ({
%r1095 = "test.op"() ({
%r1096 = "test.op"() ({
%r1097 = "test.op"() ({
%r1098 = "test.op"() ({
%r1099 = "test.op"() ({
%r1100 = "test.op"() ({
%r1101 = "test.op"() ({
%r1102 = "test.op"() ({
%r1103 = "test.op"() ({
%r1104 = "test.op"() ({
%r1105 = "test.op"() ({
%r1106 = "test.op"() ({
%r1107 = "test.op"() ({
%r1108 = "test.op"() ({
%r1109 = "test.op"() ({
%r1110 = "test.op"() ({
%r1111 = "test.op"() ({
%r1112 = "test.op"() ({
%r1113 = "test.op"() ({
%r1114 = "test.op"() ({
%r1115 = "test.op"() ({
%r1116 = "test.op"() ({
%r1117 = "test.op"() ({
%r1118 = "test.op"() ({
%r1119 = "test.op"() ({
%r1120 = "test.op"() ({
%r1121 = "test.op"() ({
%r1122 = "test.op"() ({
%r1123 = "test.op"() ({
%r1124 = "test.op"() ({
%r1125 = "test.op"() ({
%r1126 = "test.op"() ({
%r1127 = "test.op"() ({
%r1128 = "test.op"() ({
%r1129 = "test.op"() ({
%r1130 = "test.op"() ({
%r1131 = "test.op"() ({
%r1132 = "test.op"() ({
%r1133 = "test.op"() ({
%r1134 = "test.op"() ({
%r1135 = "test.op"() ({
%r1136 = "test.op"() ({
%r1137 = "test.op"() ({
%r1138 = "test.op"() ({
%r1139 = "test.op"() ({
%r1140 = "test.op"() ({
%r1141 = "test.op"() ({
%r1142 = "test.op"() ({
%r1143 = "test.op"() ({
%r1144 = "test.op"() ({
%r1145 = "test.op"() ({
%r1146 = "test.op"() ({
%r1147 = "test.op"() ({
%r1148 = "test.op"() ({
%r1149 = "test.op"() ({
%r1150 = "test.op"() ({
%r1151 = "test.op"() ({
%r1152 = "test.op"() ({
%r1153 = "test.op"() ({
%r1154 = "test.op"() ({
%r1155 = "test.op"() ({
%r1156 = "test.op"() ({
%r1157 = "test.op"() ({
%r1158 = "test.op"() ({
%r1159 = "test.op"() ({
%r1160 = "test.op"() ({
%r1161 = "test.op"() ({
%r1162 = "test.op"() ({
%r1163 = "test.op"() ({
%r1164 = "test.op"() ({
%r1165 = "test.op"() ({
%r1166 = "test.op"() ({
%r1167 = "test.op"() ({
%r1168 = "test.op"() ({
%r1169 = "test.op"() ({
%r1170 = "test.op"() ({
%r1171 = "test.op"() ({
%r1172 = "test.op"() ({
%r1173 = "test.op"() ({
%r1174 = "test.op"() ({
%r1175 = "test.op"() ({
%r1176 = "test.op"() ({
%r1177 = "test.op"() ({
%r1178 = "test.op"() ({
%r1179 = "test.op"() ({
%r1180 = "test.op"() ({
%r1181 = "test.op"() ({
%r1182 = "test.op"() ({
%r1183 = "test.op"() ({
%r1184 = "test.op"() ({
%r1185 = "test.op"() ({
%r1186 = "test.op"() ({
%r1187 = "test.op"() ({
%r1188 = "test.op"() ({
%r1189 = "test.op"() ({
%r1190 = "test.op"() ({
%r1191 = "test.op"() ({
%r1192 = "test.op"() ({
%r1193 = "test.op"() ({
%r1194 = "test.op"() ({
%r1195 = "test.op"() ({
%r1196 = "test.op"() ({
%r1197 = "test.op"() ({
%r1198 = "test.op"() ({
%r1199 = "test.op"() ({
%r1200 = "test.op"() ({
%r1201 = "test.op"() ({
%r1202 = "test.op"() ({
%r1203 = "test.op"() ({
%r1204 = "test.op"() ({
%r1205 = "test.op"() ({
%r1206 = "test.op"() ({
%r1207 = "test.op"() ({
%r1208 = "test.op"() ({
%r1209 = "test.op"() ({
%r1210 = "test.op"() ({
%r1211 = "test.op"() ({
%r1212 = "test.op"() ({
%r1213 = "test.op"() ({
%r1214 = "test.op"() ({
%r1215 = "test.op"() ({
%r1216 = "test.op"() ({
%r1217 = "test.op"() ({
%r1218 = "test.op"() ({
%r1219 = "test.op"() ({
%r1220 = "test.op"() ({
%r1221 = "test.op"() ({
%r1222 = "test.op"() ({
%r1223 = "test.op"() ({
%r1224 = "test.op"() ({
%r1225 = "test.op"() ({
%r1226 = "test.op"() ({
%r1227 = "test.op"() ({
%r1228 = "test.op"() ({
%r1229 = "test.op"() ({
%r1230 = "test.op"() ({
%r1231 = "test.op"() ({
%r1232 = "test.op"() ({
%r1233 = "test.op"() ({
%r1234 = "test.op"() ({
%r1235 = "test.op"() ({
%r1236 = "test.op"() ({
%r1237 = "test.op"() ({
%r1238 = "test.op"() ({
%r1239 = "test.op"() ({
%r1240 = "test.op"() ({
%r1241 = "test.op"() ({
%r1242 = "test.op"() ({
%r1243 = "test.op"() ({
%r1244 = "test.op"() ({
%r1245 = "test.op"() ({
%r1246 = "test.op"() ({
%r1247 = "test.op"() ({
%r1248 = "test.op"() ({
%r1249 = "test.op"() ({
%r1250 = "test.op"() ({
%r1251 = "test.op"() ({
%r1252 = "test.op"() ({
%r1253 = "test.op"() ({
%r1254 = "test.op"() ({
%r1255 = "test.op"() ({
%r1256 = "test.op"() ({
%r1257 = "test.op"() ({
%r1258 = "test.op"() ({
%r1259 = "test.op"() ({
%r1260 = "test.op"() ({
%r1261 = "test.op"() ({
%r1262 = "test.op"() ({
%r1263 = "test.op"() ({
%r1264 = "test.op"() ({
%r1265 = "test.op"() ({
%r1266 = "test.op"() ({
%r1267 = "test.op"() ({
%r1268 = "test.op"() ({
%r1269 = "test.op"() ({
%r1270 = "test.op"() ({
%r1271 = "test.op"() ({
%r1272 = "test.op"() ({
%r1273 = "test.op"() ({
%r1274 = "test.op"() ({
%r1275 = "test.op"() ({
%r1276 = "test.op"() ({
%r1277 = "test.op"() ({
%r1278 = "test.op"() ({
%r1279 = "test.op"() ({
%r1280 = "test.op"() ({
%r1281 = "test.op"() ({
%r1282 = "test.op"() ({
%r1283 = "test.op"() ({
%r1284 = "test.op"() ({
%r1285 = "test.op"() ({
%r1286 = "test.op"() ({
%r1287 = "test.op"() ({
%r1288 = "test.op"() ({
%r1289 = "test.op"() ({
%r1290 = "test.op"() ({
%r1291 = "test.op"() ({
%r1292 = "test.op"() ({
%r1293 = "test.op"() ({
%r1294 = "test.op"() ({
%r1295 = "test.op"() ({
%r1296 = "test.op"() ({
%r1297 = "test.op"() ({
%r1298 = "test.op"() ({
%r1299 = "test.op"() ({
%r1300 = "test.op"() ({
%r1301 = "test.op"() ({
%r1302 = "test.op"() ({
%r1303 = "test.op"() ({
%r1304 = "test.op"() ({
%r1305 = "test.op"() ({
%r1306 = "test.op"() ({
%r1307 = "test.op"() ({
%r1308 = "test.op"() ({
%r1309 = "test.op"() ({
%r1310 = "test.op"() ({
%r1311 = "test.op"() ({
%r1312 = "test.op"() ({
%r1313 = "test.op"() ({
%r1314 = "test.op"() ({
%r1315 = "test.op"() ({
%r1316 = "test.op"() ({
%r1317 = "test.op"() ({
%r1318 = "test.op"() ({
%r1319 = "test.op"() ({
%r1320 = "test.op"() ({
%r1321 = "test.op"() ({
%r1322 = "test.op"() ({
%r1323 = "test.op"() ({
%r1324 = "test.op"() ({
%r1325 = "test.op"() ({
%r1326 = "test.op"() ({
%r1327 = "test.op"() ({
%r1328 = "test.op"() ({
%r1329 = "test.op"() ({
%r1330 = "test.op"() ({
%r1331 = "test.op"() ({
%r1332 = "test.op"() ({
%r1333 = "test.op"() ({
%r1334 = "test.op"() ({
%r1335 = "test.op"() ({
%r1336 = "test.op"() ({
%r1337 = "test.op"() ({
%r1338 = "test.op"() ({
%r1339 = "test.op"() ({
%r1340 = "test.op"() ({
%r1341 = "test.op"() ({
%r1342 = "test.op"() ({
%r1343 = "test.op"() ({
%r1344 = "test.op"() ({
%r1345 = "test.op"() ({
%r1346 = "test.op"() ({
%r1347 = "test.op"() ({
%r1348 = "test.op"() ({
%r1349 = "test.op"() ({
%r1350 = "test.op"() ({
%r1351 = "test.op"() ({
%r1352 = "test.op"() ({
%r1353 = "test.op"() ({
%r1354 = "test.op"() ({
%r1355 = "test.op"() ({
%r1356 = "test.op"() ({
%r1357 = "test.op"() ({
%r1358 = "test.op"() ({
%r1359 = "test.op"() ({
%r1360 = "test.op"() ({
%r1361 = "test.op"() ({
%r1362 = "test.op"() ({
%r1363 = "test.op"() ({
%r1364 = "test.op"() ({
%r1365 = "test.op"() ({
%r1366 = "test.op"() ({
%r1367 = "test.op"() ({
%r1368 = "test.op"() ({
%r1369 = "test.op"() ({
%r1370 = "test.op"() ({
%r1371 = "test.op"() ({
%r1372 = "test.op"() ({
%r1373 = "test.op"() ({
%r1374 = "test.op"() ({
%r1375 = "test.op"() ({
%r1376 = "test.op"() ({
%r1377 = "test.op"() ({
%r1378 = "test.op"() ({
%r1379 = "test.op"() ({
%r1380 = "test.op"() ({
%r1381 = "test.op"() ({
%r1382 = "test.op"() ({
%r1383 = "test.op"() ({
%r1384 = "test.op"() ({
%r1385 = "test.op"() ({
%r1386 = "test.op"() ({
%r1387 = "test.op"() ({
%r1388 = "test.op"() ({
%r1389 = "test.op"() ({
%r1390 = "test.op"() ({
%r1391 = "test.op"() ({
%r1392 = "test.op"() ({
%r1393 = "test.op"() ({
%r1394 = "test.op"() ({
%r1395 = "test.op"() ({
%r1396 = "test.op"() ({
%r1397 = "test.op"() ({
%r1398 = "test.op"() ({
%r1399 = "test.op"() ({
%r1400 = "test.op"() ({
%r1401 = "test.op"() ({
%r1402 = "test.op"() ({
%r1403 = "test.op"() ({
%r1404 = "test.op"() ({
%r1405 = "test.op"() ({
%r1406 = "test.op"() ({
%r1407 = "test.op"() ({
%r1408 = "test.op"() ({
%r1409 = "test.op"() ({
%r1410 = "test.op"() ({
%r1411 = "test.op"() ({
%r1412 = "test.op"() ({
%r1413 = "test.op"() ({
%r1414 = "test.op"() ({
%r1415 = "test.op"() ({
%r1416 = "test.op"() ({
%r1417 = "test.op"() ({
%r1418 = "test.op"() ({
%r1419 = "test.op"() ({
%r1420 = "test.op"() ({
%r1421 = "test.op"() ({
%r1422 = "test.op"() ({
%r1423 = "test.op"() ({
%r1424 = "test.op"() ({
%r1425 = "test.op"() ({
%r1426 = "test.op"() ({
%r1427 = "test.op"() ({
%r1428 = "test.op"() ({
%r1429 = "test.op"() ({
%r1430 = "test.op"() ({
%r1431 = "test.op"() ({
%r1432 = "test.op"() ({
%r1433 = "test.op"() ({
%r1434 = "test.op"() ({
%r1435 = "test.op"() ({
%r1436 = "test.op"() ({
%r1437 = "test.op"() ({
%r1438 = "test.op"() ({
%r1439 = "test.op"() ({
%r1440 = "test.op"() ({
%r1441 = "test.op"() ({
%r1442 = "test.op"() ({
%r1443 = "test.op"() ({
%r1444 = "test.op"() ({
%r1445 = "test.op"() ({
%r1446 = "test.op"() ({
%r1447 = "test.op"() ({
%r1448 = "test.op"() ({
%r1449 = "test.op"() ({
%r1450 = "test.op"() ({
%r1451 = "test.op"() ({
%r1452 = "test.op"() ({
%r1453 = "test.op"() ({
%r1454 = "test.op"() ({
%r1455 = "test.op"() ({
%r1456 = "test.op"() ({
%r1457 = "test.op"() ({
%r1458 = "test.op"() ({
%r1459 = "test.op"() ({
%r1460 = "test.op"() ({
%r1461 = "test.op"() ({
%r1462 = "test.op"() ({
%r1463 = "test.op"() ({
%r1464 = "test.op"() ({
%r1465 = "test.op"() ({
%r1466 = "test.op"() ({
%r1467 = "test.op"() ({
%r1468 = "test.op"() ({
%r1469 = "test.op"() ({
%r1470 = "test.op"() ({
%r1471 = "test.op"() ({
%r1472 = "test.op"() ({
%r1473 = "test.op"() ({
%r1474 = "test.op"() ({
%r1475 = "test.op"() ({
%r1476 = "test.op"() ({
%r1477 = "test.op"() ({
%r1478 = "test.op"() ({
%r1479 = "test.op"() ({
%r1480 = "test.op"() ({
%r1481 = "test.op"() ({
%r1482 = "test.op"() ({
%r1483 = "test.op"() ({
%r1484 = "test.op"() ({
%r1485 = "test.op"() ({
%r1486 = "test.op"() ({
%r1487 = "test.op"() ({
%r1488 = "test.op"() ({
%r1489 = "test.op"() ({
%r1490 = "test.op"() ({
%r1491 = "test.op"() ({
%r1492 = "test.op"() ({
%r1493 = "test.op"() ({
%r1494 = "test.op"() ({
%r1495 = "test.op"() ({
%r1496 = "test.op"() ({
%r1497 = "test.op"() ({
%r1498 = "test.op"() ({
%r1499 = "test.op"() ({
%r1500 = "test.op"() ({
%r1501 = "test.op"() ({
%r1502 = "test.op"() ({
%r1503 = "test.op"() ({
%r1504 = "test.op"() ({
%r1505 = "test.op"() ({
%r1506 = "test.op"() ({
%r1507 = "test.op"() ({
%r1508 = "test.op"() ({
%r1509 = "test.op"() ({
%r1510 = "test.op"() ({
%r1511 = "test.op"() ({
%r1512 = "test.op"() ({
%r1513 = "test.op"() ({
%r1514 = "test.op"() ({
%r1515 = "test.op"() ({
%r1516 = "test.op"() ({
%r1517 = "test.op"() ({
%r1518 = "test.op"() ({
%r1519 = "test.op"() ({
%r1520 = "test.op"() ({
%r1521 = "test.op"() ({
%r1522 = "test.op"() ({
%r1523 = "test.op"() ({
%r1524 = "test.op"() ({
%r1525 = "test.op"() ({
%r1526 = "test.op"() ({
%r1527 = "test.op"() ({
%r1528 = "test.op"() ({
%r1529 = "test.op"() ({
%r1530 = "test.op"() ({
%r1531 = "test.op"() ({
%r1532 = "test.op"() ({
%r1533 = "test.op"() ({
%r1534 = "test.op"() ({
%r1535 = "test.op"() ({
%r1536 = "test.op"() ({
%r1537 = "test.op"() ({
%r1538 = "test.op"() ({
%r1539 = "test.op"() ({
%r1540 = "test.op"() ({
%r1541 = "test.op"() ({
%r1542 = "test.op"() ({
%r1543 = "test.op"() ({
%r1544 = "test.op"() ({
%r1545 = "test.op"() ({
%r1546 = "test.op"() ({
%r1547 = "test.op"() ({
%r1548 = "test.op"() ({
%r1549 = "test.op"() ({
%r1550 = "test.op"() ({
%r1551 = "test.op"() ({
%r1552 = "test.op"() ({
%r1553 = "test.op"() ({
%r1554 = "test.op"() ({
%r1555 = "test.op"() ({
%r1556 = "test.op"() ({
%r1557 = "test.op"() ({
%r1558 = "test.op"() ({
%r1559 = "test.op"() ({
%r1560 = "test.op"() ({
%r1561 = "test.op"() ({
%r1562 = "test.op"() ({
%r1563 = "test.op"() ({
%r1564 = "test.op"() ({
%r1565 = "test.op"() ({
%r1566 = "test.op"() ({
%r1567 = "test.op"() ({
%r1568 = "test.op"() ({
%r1569 = "test.op"() ({
%r1570 = "test.op"() ({
%r1571 = "test.op"() ({
%r1572 = "test.op"() ({
%r1573 = "test.op"() ({
%r1574 = "test.op"() ({
%r1575 = "test.op"() ({
%r1576 = "test.op"() ({
%r1577 = "test.op"() ({
%r1578 = "test.op"() ({
%r1579 = "test.op"() ({
%r1580 = "test.op"() ({
%r1581 = "test.op"() ({
%r1582 = "test.op"() ({
%r1583 = "test.op"() ({
%r1584 = "test.op"() ({
%r1585 = "test.op"() ({
%r1586 = "test.op"() ({
%r1587 = "test.op"() ({
%r1588 = "test.op"() ({
%r1589 = "test.op"() ({
%r1590 = "test.op"() ({
%r1591 = "test.op"() ({
%r1592 = "test.op"() ({
%r1593 = "test.op"() ({
%r1594 = "test.op"() ({
%r1595 = "test.op"() ({
%r1596 = "test.op"() ({
%r1597 = "test.op"() ({
%r1598 = "test.op"() ({
%r1599 = "test.op"() ({
%r1600 = "test.op"() ({
%r1601 = "test.op"() ({
%r1602 = "test.op"() ({
%r1603 = "test.op"() ({
%r1604 = "test.op"() ({
%r1605 = "test.op"() ({
%r1606 = "test.op"() ({
%r1607 = "test.op"() ({
%r1608 = "test.op"() ({
%r1609 = "test.op"() ({
%r1610 = "test.op"() ({
%r1611 = "test.op"() ({
%r1612 = "test.op"() ({
%r1613 = "test.op"() ({
%r1614 = "test.op"() ({
%r1615 = "test.op"() ({
%r1616 = "test.op"() ({
%r1617 = "test.op"() ({
%r1618 = "test.op"() ({
%r1619 = "test.op"() ({
%r1620 = "test.op"() ({
%r1621 = "test.op"() ({
%r1622 = "test.op"() ({
%r1623 = "test.op"() ({
%r1624 = "test.op"() ({
%r1625 = "test.op"() ({
%r1626 = "test.op"() ({
%r1627 = "test.op"() ({
%r1628 = "test.op"() ({
%r1629 = "test.op"() ({
%r1630 = "test.op"() ({
%r1631 = "test.op"() ({
%r1632 = "test.op"() ({
%r1633 = "test.op"() ({
%r1634 = "test.op"() ({
%r1635 = "test.op"() ({
%r1636 = "test.op"() ({
%r1637 = "test.op"() ({
%r1638 = "test.op"() ({
%r1639 = "test.op"() ({
%r1640 = "test.op"() ({
%r1641 = "test.op"() ({
%r1642 = "test.op"() ({
%r1643 = "test.op"() ({
%r1644 = "test.op"() ({
%r1645 = "test.op"() ({
%r1646 = "test.op"() ({
%r1647 = "test.op"() ({
%r1648 = "test.op"() ({
%r1649 = "test.op"() ({
%r1650 = "test.op"() ({
%r1651 = "test.op"() ({
%r1652 = "test.op"() ({
%r1653 = "test.op"() ({
%r1654 = "test.op"() ({
%r1655 = "test.op"() ({
%r1656 = "test.op"() ({
%r1657 = "test.op"() ({
%r1658 = "test.op"() ({
%r1659 = "test.op"() ({
%r1660 = "test.op"() ({
%r1661 = "test.op"() ({
%r1662 = "test.op"() ({
%r1663 = "test.op"() ({
%r1664 = "test.op"() ({
%r1665 = "test.op"() ({
%r1666 = "test.op"() ({
%r1667 = "test.op"() ({
%r1668 = "test.op"() ({
%r1669 = "test.op"() ({
%r1670 = "test.op"() ({
%r1671 = "test.op"() ({
%r1672 = "test.op"() ({
%r1673 = "test.op"() ({
%r1674 = "test.op"() ({
%r1675 = "test.op"() ({
%r1676 = "test.op"() ({
%r1677 = "test.op"() ({
%r1678 = "test.op"() ({
%r1679 = "test.op"() ({
%r1680 = "test.op"() ({
%r1681 = "test.op"() ({
%r1682 = "test.op"() ({
%r1683 = "test.op"() ({
%r1684 = "test.op"() ({
%r1685 = "test.op"() ({
%r1686 = "test.op"() ({
%r1687 = "test.op"() ({
%r1688 = "test.op"() ({
%r1689 = "test.op"() ({
%r1690 = "test.op"() ({
%r1691 = "test.op"() ({
%r1692 = "test.op"() ({
%r1693 = "test.op"() ({
%r1694 = "test.op"() ({
%r1695 = "test.op"() ({
%r1696 = "test.op"() ({
%r1697 = "test.op"() ({
%r1698 = "test.op"() ({
%r1699 = "test.op"() ({
%r1700 = "test.op"() ({
%r1701 = "test.op"() ({
%r1702 = "test.op"() ({
%r1703 = "test.op"() ({
%r1704 = "test.op"() ({
%r1705 = "test.op"() ({
%r1706 = "test.op"() ({
%r1707 = "test.op"() ({
%r1708 = "test.op"() ({
%r1709 = "test.op"() ({
%r1710 = "test.op"() ({
%r1711 = "test.op"() ({
%r1712 = "test.op"() ({
%r1713 = "test.op"() ({
%r1714 = "test.op"() ({
%r1715 = "test.op"() ({
%r1716 = "test.op"() ({
%r1717 = "test.op"() ({
%r1718 = "test.op"() ({
%r1719 = "test.op"() ({
%r1720 = "test.op"() ({
%r1721 = "test.op"() ({
%r1722 = "test.op"() ({
%r1723 = "test.op"() ({
%r1724 = "test.op"() ({
%r1725 = "test.op"() ({
%r1726 = "test.op"() ({
%r1727 = "test.op"() ({
%r1728 = "test.op"() ({
%r1729 = "test.op"() ({
%r1730 = "test.op"() ({
%r1731 = "test.op"() ({
%r1732 = "test.op"() ({
%r1733 = "test.op"() ({
%r1734 = "test.op"() ({
%r1735 = "test.op"() ({
%r1736 = "test.op"() ({
%r1737 = "test.op"() ({
%r1738 = "test.op"() ({
%r1739 = "test.op"() ({
%r1740 = "test.op"() ({
%r1741 = "test.op"() ({
%r1742 = "test.op"() ({
%r1743 = "test.op"() ({
%r1744 = "test.op"() ({
%r1745 = "test.op"() ({
%r1746 = "test.op"() ({
%r1747 = "test.op"() ({
%r1748 = "test.op"() ({
%r1749 = "test.op"() ({
%r1750 = "test.op"() ({
%r1751 = "test.op"() ({
%r1752 = "test.op"() ({
%r1753 = "test.op"() ({
%r1754 = "test.op"() ({
%r1755 = "test.op"() ({
%r1756 = "test.op"() ({
%r1757 = "test.op"() ({
%r1758 = "test.op"() ({
%r1759 = "test.op"() ({
%r1760 = "test.op"() ({
%r1761 = "test.op"() ({
%r1762 = "test.op"() ({
%r1763 = "test.op"() ({
%r1764 = "test.op"() ({
%r1765 = "test.op"() ({
%r1766 = "test.op"() ({
%r1767 = "test.op"() ({
%r1768 = "test.op"() ({
%r1769 = "test.op"() ({
%r1770 = "test.op"() ({
%r1771 = "test.op"() ({
%r1772 = "test.op"() ({
%r1773 = "test.op"() ({
%r1774 = "test.op"() ({
%r1775 = "test.op"() ({
%r1776 = "test.op"() ({
%r1777 = "test.op"() ({
%r1778 = "test.op"() ({
%r1779 = "test.op"() ({
%r1780 = "test.op"() ({
%r1781 = "test.op"() ({
%r1782 = "test.op"() ({
%r1783 = "test.op"() ({
%r1784 = "test.op"() ({
%r1785 = "test.op"() ({
%r1786 = "test.op"() ({
%r1787 = "test.op"() ({
%r1788 = "test.op"() ({
%r1789 = "test.op"() ({
%r1790 = "test.op"() ({
%r1791 = "test.op"() ({
%r1792 = "test.op"() ({
%r1793 = "test.op"() ({
%r1794 = "test.op"() ({
%r1795 = "test.op"() ({
%r1796 = "test.op"() ({
%r1797 = "test.op"() ({
%r1798 = "test.op"() ({
%r1799 = "test.op"() ({
%r1800 = "test.op"() ({
%r1801 = "test.op"() ({
%r1802 = "test.op"() ({
%r1803 = "test.op"() ({
%r1804 = "test.op"() ({
%r1805 = "test.op"() ({
%r1806 = "test.op"() ({
%r1807 = "test.op"() ({
%r1808 = "test.op"() ({
%r1809 = "test.op"() ({
%r1810 = "test.op"() ({
%r1811 = "test.op"() ({
%r1812 = "test.op"() ({
%r1813 = "test.op"() ({
%r1814 = "test.op"() ({
%r1815 = "test.op"() ({
%r1816 = "test.op"() ({
%r1817 = "test.op"() ({
%r1818 = "test.op"() ({
%r1819 = "test.op"() ({
%r1820 = "test.op"() ({
%r1821 = "test.op"() ({
%r1822 = "test.op"() ({
%r1823 = "test.op"() ({
%r1824 = "test.op"() ({
%r1825 = "test.op"() ({
%r1826 = "test.op"() ({
%r1827 = "test.op"() ({
%r1828 = "test.op"() ({
%r1829 = "test.op"() ({
%r1830 = "test.op"() ({
%r1831 = "test.op"() ({
%r1832 = "test.op"() ({
%r1833 = "test.op"() ({
%r1834 = "test.op"() ({
%r1835 = "test.op"() ({
%r1836 = "test.op"() ({
%r1837 = "test.op"() ({
%r1838 = "test.op"() ({
%r1839 = "test.op"() ({
%r1840 = "test.op"() ({
%r1841 = "test.op"() ({
%r1842 = "test.op"() ({
%r1843 = "test.op"() ({
%r1844 = "test.op"() ({
%r1845 = "test.op"() ({
%r1846 = "test.op"() ({
%r1847 = "test.op"() ({
%r1848 = "test.op"() ({
%r1849 = "test.op"() ({
%r1850 = "test.op"() ({
%r1851 = "test.op"() ({
%r1852 = "test.op"() ({
%r1853 = "test.op"() ({
%r1854 = "test.op"() ({
%r1855 = "test.op"() ({
%r1856 = "test.op"() ({
%r1857 = "test.op"() ({
%r1858 = "test.op"() ({
%r1859 = "test.op"() ({
%r1860 = "test.op"() ({
%r1861 = "test.op"() ({
%r1862 = "test.op"() ({
%r1863 = "test.op"() ({
%r1864 = "test.op"() ({
%r1865 = "test.op"() ({
%r1866 = "test.op"() ({
%r1867 = "test.op"() ({
%r1868 = "test.op"() ({
%r1869 = "test.op"() ({
%r1870 = "test.op"() ({
%r1871 = "test.op"() ({
%r1872 = "test.op"() ({
%r1873 = "test.op"() ({
%r1874 = "test.op"() ({
%r1875 = "test.op"() ({
%r1876 = "test.op"() ({
%r1877 = "test.op"() ({
%r1878 = "test.op"() ({
%r1879 = "test.op"() ({
%r1880 = "test.op"() ({
%r1881 = "test.op"() ({
%r1882 = "test.op"() ({
%r1883 = "test.op"() ({
%r1884 = "test.op"() ({
%r1885 = "test.op"() ({
%r1886 = "test.op"() ({
%r1887 = "test.op"() ({
%r1888 = "test.op"() ({
%r1889 = "test.op"() ({
%r1890 = "test.op"() ({
%r1891 = "test.op"() ({
%r1892 = "test.op"() ({
%r1893 = "test.op"() ({
%r1894 = "test.op"() ({
%r1895 = "test.op"() ({
%r1896 = "test.op"() ({
%r1897 = "test.op"() ({
%r1898 = "test.op"() ({
%r1899 = "test.op"() ({
%r1900 = "test.op"() ({
%r1901 = "test.op"() ({
%r1902 = "test.op"() ({
%r1903 = "test.op"() ({
%r1904 = "test.op"() ({
%r1905 = "test.op"() ({
%r1906 = "test.op"() ({
%r1907 = "test.op"() ({
%r1908 = "test.op"() ({
%r1909 = "test.op"() ({
%r1910 = "test.op"() ({
%r1911 = "test.op"() ({
%r1912 = "test.op"() ({
%r1913 = "test.op"() ({
%r1914 = "test.op"() ({
%r1915 = "test.op"() ({
%r1916 = "test.op"() ({
%r1917 = "test.op"() ({
%r1918 = "test.op"() ({
%r1919 = "test.op"() ({
%r1920 = "test.op"() ({
%r1921 = "test.op"() ({
%r1922 = "test.op"() ({
%r1923 = "test.op"() ({
%r1924 = "test.op"() ({
%r1925 = "test.op"() ({
%r1926 = "test.op"() ({
%r1927 = "test.op"() ({
%r1928 = "test.op"() ({
%r1929 = "test.op"() ({
%r1930 = "test.op"() ({
%r1931 = "test.op"() ({
%r1932 = "test.op"() ({
%r1933 = "test.op"() ({
%r1934 = "test.op"() ({
%r1935 = "test.op"() ({
%r1936 = "test.op"() ({
%r1937 = "test.op"() ({
%r1938 = "test.op"() ({
%r1939 = "test.op"() ({
%r1940 = "test.op"() ({
%r1941 = "test.op"() ({
%r1942 = "test.op"() ({
%r1943 = "test.op"() ({
%r1944 = "test.op"() ({
%r1945 = "test.op"() ({
%r1946 = "test.op"() ({
%r1947 = "test.op"() ({
%r1948 = "test.op"() ({
%r1949 = "test.op"() ({
%r1950 = "test.op"() ({
%r1951 = "test.op"() ({
%r1952 = "test.op"() ({
%r1953 = "test.op"() ({
%r1954 = "test.op"() ({
%r1955 = "test.op"() ({
%r1956 = "test.op"() ({
%r1957 = "test.op"() ({
%r1958 = "test.op"() ({
%r1959 = "test.op"() ({
%r1960 = "test.op"() ({
%r1961 = "test.op"() ({
%r1962 = "test.op"() ({
%r1963 = "test.op"() ({
%r1964 = "test.op"() ({
%r1965 = "test.op"() ({
%r1966 = "test.op"() ({
%r1967 = "test.op"() ({
%r1968 = "test.op"() ({
%r1969 = "test.op"() ({
%r1970 = "test.op"() ({
%r1971 = "test.op"() ({
%r1972 = "test.op"() ({
%r1973 = "test.op"() ({
%r1974 = "test.op"() ({
%r1975 = "test.op"() ({
%r1976 = "test.op"() ({
%r1977 = "test.op"() ({
%r1978 = "test.op"() ({
%r1979 = "test.op"() ({
%r1980 = "test.op"() ({
%r1981 = "test.op"() ({
%r1982 = "test.op"() ({
%r1983 = "test.op"() ({
%r1984 = "test.op"() ({
%r1985 = "test.op"() ({
%r1986 = "test.op"() ({
%r1987 = "test.op"() ({
%r1988 = "test.op"() ({
%r1989 = "test.op"() ({
%r1990 = "test.op"() ({
%r1991 = "test.op"() ({
%r1992 = "test.op"() ({
%r1993 = "test.op"() ({
%r1994 = "test.op"() ({
%r1995 = "test.op"() ({
%r1996 = "test.op"() ({
%r1997 = "test.op"() ({
%r1998 = "test.op"() ({
%r1999 = "test.op"() ({
%r2000 = "test.op"() ({
%r2001 = "test.op"() ({
%r2002 = "test.op"() ({
%r2003 = "test.op"() ({
%r2004 = "test.op"() ({
%r2005 = "test.op"() ({
%r2006 = "test.op"() ({
%r2007 = "test.op"() ({
%r2008 = "test.op"() ({
%r2009 = "test.op"() ({
%r2010 = "test.op"() ({
%r2011 = "test.op"() ({
%r2012 = "test.op"() ({
%r2013 = "test.op"() ({
%r2014 = "test.op"() ({
%r2015 = "test.op"() ({
%r2016 = "test.op"() ({
%r2017 = "test.op"() ({
%r2018 = "test.op"() ({
%r2019 = "test.op"() ({
%r2020 = "test.op"() ({
%r2021 = "test.op"() ({
%r2022 = "test.op"() ({
%r2023 = "test.op"() ({
%r2024 = "test.op"() ({
%r2025 = "test.op"() ({
%r2026 = "test.op"() ({
%r2027 = "test.op"() ({
%r2028 = "test.op"() ({
%r2029 = "test.op"() ({
%r2030 = "test.op"() ({
%r2031 = "test.op"() ({
%r2032 = "test.op"() ({
%r2033 = "test.op"() ({
%r2034 = "test.op"() ({
%r2035 = "test.op"() ({
%r2036 = "test.op"() ({
%r2037 = "test.op"() ({
%r2038 = "test.op"() ({
%r2039 = "test.op"() ({
%r2040 = "test.op"() ({
%r2041 = "test.op"() ({
%r2042 = "test.op"() ({
%r2043 = "test.op"() ({
%r2044 = "test.op"() ({
%r2045 = "test.op"() ({
%r2046 = "test.op"() ({
%r2047 = "test.op"() ({
%r2048 = "test.op"() ({
%r2049 = "test.op"() ({
%r2050 = "test.op"() ({
%r2051 = "test.op"() ({
%r2052 = "test.op"() ({
%r2053 = "test.op"() ({
%r2054 = "test.op"() ({
%r2055 = "test.op"() ({
%r2056 = "test.op"() ({
%r2057 = "test.op"() ({
%r2058 = "test.op"() ({
%r2059 = "test.op"() ({
%r2060 = "test.op"() ({
%r2061 = "test.op"() ({
%r2062 = "test.op"() ({
%r2063 = "test.op"() ({
%r2064 = "test.op"() ({
%r2065 = "test.op"() ({
%r2066 = "test.op"() ({
%r2067 = "test.op"() ({
%r2068 = "test.op"() ({
%r2069 = "test.op"() ({
%r2070 = "test.op"() ({
%r2071 = "test.op"() ({
%r2072 = "test.op"() ({
%r2073 = "test.op"() ({
%r2074 = "test.op"() ({
%r2075 = "test.op"() ({
%r2076 = "test.op"() ({
%r2077 = "test.op"() ({
%r2078 = "test.op"() ({
%r2079 = "test.op"() ({
%r2080 = "test.op"() ({
%r2081 = "test.op"() ({
%r2082 = "test.op"() ({
%r2083 = "test.op"() ({
%r2084 = "test.op"() ({
%r2085 = "test.op"() ({
%r2086 = "test.op"() ({
%r2087 = "test.op"() ({
%r2088 = "test.op"() ({
%r2089 = "test.op"() ({
%r2090 = "test.op"() ({
%r2091 = "test.op"() ({
%r2092 = "test.op"() ({
%r2093 = "test.op"() ({
%r2094 = "test.op"() ({
%r2095 = "test.op"() ({
%r2096 = "test.op"() ({
%r2097 = "test.op"() ({
%r2098 = "test.op"() ({
%r2099 = "test.op"() ({
%r2100 = "test.op"() ({
%r2101 = "test.op"() ({
%r2102 = "test.op"() ({
%r2103 = "test.op"() ({
%r2104 = "test.op"() ({
%r2105 = "test.op"() ({
%r2106 = "test.op"() ({
%r2107 = "test.op"() ({
%r2108 = "test.op"() ({
%r2109 = "test.op"() ({
%r2110 = "test.op"() ({
%r2111 = "test.op"() ({
%r2112 = "test.op"() ({
%r2113 = "test.op"() ({
%r2114 = "test.op"() ({
%r2115 = "test.op"() ({
%r2116 = "test.op"() ({
%r2117 = "test.op"() ({
%r2118 = "test.op"() ({
%r2119 = "test.op"() ({
%r2120 = "test.op"() ({
%r2121 = "test.op"() ({
%r2122 = "test.op"() ({
%r2123 = "test.op"() ({
%r2124 = "test.op"() ({
%r2125 = "test.op"() ({
%r2126 = "test.op"() ({
%r2127 = "test.op"() ({
%r2128 = "test.op"() ({
%r2129 = "test.op"() ({
%r2130 = "test.op"() ({
%r2131 = "test.op"() ({
%r2132 = "test.op"() ({
%r2133 = "test.op"() ({
%r2134 = "test.op"() ({
%r2135 = "test.op"() ({
%r2136 = "test.op"() ({
%r2137 = "test.op"() ({
%r2138 = "test.op"() ({
%r2139 = "test.op"() ({
%r2140 = "test.op"() ({
%r2141 = "test.op"() ({
%r2142 = "test.op"() ({
%r2143 = "test.op"() ({
%r2144 = "test.op"() ({
%r2145 = "test.op"() ({
%r2146 = "test.op"() ({
%r2147 = "test.op"() ({
%r2148 = "test.op"() ({
%r2149 = "test.op"() ({
%r2150 = "test.op"() ({
%r2151 = "test.op"() ({
%r2152 = "test.op"() ({
%r2153 = "test.op"() ({
%r2154 = "test.op"() ({
%r2155 = "test.op"() ({
%r2156 = "test.op"() ({
%r2157 = "test.op"() ({
%r2158 = "test.op"() ({
%r2159 = "test.op"() ({
%r2160 = "test.op"() ({
%r2161 = "test.op"() ({
%r2162 = "test.op"() ({
%r2163 = "test.op"() ({
%r2164 = "test.op"() ({
%r2165 = "test.op"() ({
%r2166 = "test.op"() ({
%r2167 = "test.op"() ({
%r2168 = "test.op"() ({
%r2169 = "test.op"() ({
%r2170 = "test.op"() ({
%r2171 = "test.op"() ({
%r2172 = "test.op"() ({
%r2173 = "test.op"() ({
%r2174 = "test.op"() ({
%r2175 = "test.op"() ({
%r2176 = "test.op"() ({
%r2177 = "test.op"() ({
%r2178 = "test.op"() ({
%r2179 = "test.op"() ({
%r2180 = "test.op"() ({
%r2181 = "test.op"() ({
%r2182 = "test.op"() ({
%r2183 = "test.op"() ({
%r2184 = "test.op"() ({
%r2185 = "test.op"() ({
%r2186 = "test.op"() ({
%r2187 = "test.op"() ({
%r2188 = "test.op"() ({
%r2189 = "test.op"() ({
%r2190 = "test.op"() ({
%r2191 = "test.op"() ({
%r2192 = "test.op"() ({
%r2193 = "test.op"() ({
%r2194 = "test.op"() ({
%r2195 = "test.op"() ({
%r2196 = "test.op"() ({
%r2197 = "test.op"() ({
%r2198 = "test.op"() ({
%r2199 = "test.op"() ({
%r2200 = "test.op"() ({
%r2201 = "test.op"() ({
%r2202 = "test.op"() ({
%r2203 = "test.op"() ({
%r2204 = "test.op"() ({
%r2205 = "test.op"() ({
%r2206 = "test.op"() ({
%r2207 = "test.op"() ({
%r2208 = "test.op"() ({
%r2209 = "test.op"() ({
%r2210 = "test.op"() ({
%r2211 = "test.op"() ({
%r2212 = "test.op"() ({
%r2213 = "test.op"() ({
%r2214 = "test.op"() ({
%r2215 = "test.op"() ({
%r2216 = "test.op"() ({
%r2217 = "test.op"() ({
%r2218 = "test.op"() ({
%r2219 = "test.op"() ({
%r2220 = "test.op"() ({
%r2221 = "test.op"() ({
%r2222 = "test.op"() ({
%r2223 = "test.op"() ({
%r2224 = "test.op"() ({
%r2225 = "test.op"() ({
%r2226 = "test.op"() ({
%r2227 = "test.op"() ({
%r2228 = "test.op"() ({
%r2229 = "test.op"() ({
%r2230 = "test.op"() ({
%r2231 = "test.op"() ({
%r2232 = "test.op"() ({
%r2233 = "test.op"() ({
%r2234 = "test.op"() ({
%r2235 = "test.op"() ({
%r2236 = "test.op"() ({
%r2237 = "test.op"() ({
%r2238 = "test.op"() ({
%r2239 = "test.op"() ({
%r2240 = "test.op"() ({
%r2241 = "test.op"() ({
%r2242 = "test.op"() ({
%r2243 = "test.op"() ({
%r2244 = "test.op"() ({
%r2245 = "test.op"() ({
%r2246 = "test.op"() ({
%r2247 = "test.op"() ({
%r2248 = "test.op"() ({
%r2249 = "test.op"() ({
%r2250 = "test.op"() ({
%r2251 = "test.op"() ({
%r2252 = "test.op"() ({
%r2253 = "test.op"() ({
%r2254 = "test.op"() ({
%r2255 = "test.op"() ({
%r2256 = "test.op"() ({
%r2257 = "test.op"() ({
%r2258 = "test.op"() ({
%r2259 = "test.op"() ({
%r2260 = "test.op"() ({
%r2261 = "test.op"() ({
%r2262 = "test.op"() ({
%r2263 = "test.op"() ({
%r2264 = "test.op"() ({
%r2265 = "test.op"() ({
%r2266 = "test.op"() ({
%r2267 = "test.op"() ({
%r2268 = "test.op"() ({
%r2269 = "test.op"() ({
%r2270 = "test.op"() ({
%r2271 = "test.op"() ({
%r2272 = "test.op"() ({
%r2273 = "test.op"() ({
%r2274 = "test.op"() ({
%r2275 = "test.op"() ({
%r2276 = "test.op"() ({
%r2277 = "test.op"() ({
%r2278 = "test.op"() ({
%r2279 = "test.op"() ({
%r2280 = "test.op"() ({
%r2281 = "test.op"() ({
%r2282 = "test.op"() ({
%r2283 = "test.op"() ({
%r2284 = "test.op"() ({
%r2285 = "test.op"() ({
%r2286 = "test.op"() ({
%r2287 = "test.op"() ({
%r2288 = "test.op"() ({
%r2289 = "test.op"() ({
%r2290 = "test.op"() ({
%r2291 = "test.op"() ({
%r2292 = "test.op"() ({
%r2293 = "test.op"() ({
%r2294 = "test.op"() ({
%r2295 = "test.op"() ({
%r2296 = "test.op"() ({
%r2297 = "test.op"() ({
%r2298 = "test.op"() ({
%r2299 = "test.op"() ({
%r2300 = "test.op"() ({
%r2301 = "test.op"() ({
%r2302 = "test.op"() ({
%r2303 = "test.op"() ({
%r2304 = "test.op"() ({
%r2305 = "test.op"() ({
%r2306 = "test.op"() ({
%r2307 = "test.op"() ({
%r2308 = "test.op"() ({
%r2309 = "test.op"() ({
%r2310 = "test.op"() ({
%r2311 = "test.op"() ({
%r2312 = "test.op"() ({
%r2313 = "test.op"() ({
%r2314 = "test.op"() ({
%r2315 = "test.op"() ({
%r2316 = "test.op"() ({
%r2317 = "test.op"() ({
%r2318 = "test.op"() ({
%r2319 = "test.op"() ({
%r2320 = "test.op"() ({
%r2321 = "test.op"() ({
%r2322 = "test.op"() ({
%r2323 = "test.op"() ({
%r2324 = "test.op"() ({
%r2325 = "test.op"() ({
%r2326 = "test.op"() ({
%r2327 = "test.op"() ({
%r2328 = "test.op"() ({
%r2329 = "test.op"() ({
%r2330 = "test.op"() ({
%r2331 = "test.op"() ({
%r2332 = "test.op"() ({
%r2333 = "test.op"() ({
%r2334 = "test.op"() ({
%r2335 = "test.op"() ({
%r2336 = "test.op"() ({
%r2337 = "test.op"() ({
%r2338 = "test.op"() ({
%r2339 = "test.op"() ({
%r2340 = "test.op"() ({
%r2341 = "test.op"() ({
%r2342 = "test.op"() ({
%r2343 = "test.op"() ({
%r2344 = "test.op"() ({
%r2345 = "test.op"() ({
%r2346 = "test.op"() ({
%r2347 = "test.op"() ({
%r2348 = "test.op"() ({
%r2349 = "test.op"() ({
%r2350 = "test.op"() ({
%r2351 = "test.op"() ({
%r2352 = "test.op"() ({
%r2353 = "test.op"() ({
%r2354 = "test.op"() ({
%r2355 = "test.op"() ({
%r2356 = "test.op"() ({
%r2357 = "test.op"() ({
%r2358 = "test.op"() ({
%r2359 = "test.op"() ({
%r2360 = "test.op"() ({
%r2361 = "test.op"() ({
%r2362 = "test.op"() ({
%r2363 = "test.op"() ({
%r2364 = "test.op"() ({
%r2365 = "test.op"() ({
%r2366 = "test.op"() ({
%r2367 = "test.op"() ({
%r2368 = "test.op"() ({
%r2369 = "test.op"() ({
%r2370 = "test.op"() ({
%r2371 = "test.op"() ({
%r2372 = "test.op"() ({
%r2373 = "test.op"() ({
%r2374 = "test.op"() ({
%r2375 = "test.op"() ({
%r2376 = "test.op"() ({
%r2377 = "test.op"() ({
%r2378 = "test.op"() ({
%r2379 = "test.op"() ({
%r2380 = "test.op"() ({
%r2381 = "test.op"() ({
%r2382 = "test.op"() ({
%r2383 = "test.op"() ({
%r2384 = "test.op"() ({
%r2385 = "test.op"() ({
%r2386 = "test.op"() ({
%r2387 = "test.op"() ({
%r2388 = "test.op"() ({
%r2389 = "test.op"() ({
%r2390 = "test.op"() ({
%r2391 = "test.op"() ({
%r2392 = "test.op"() ({
%r2393 = "test.op"() ({
%r2394 = "test.op"() ({
%r2395 = "test.op"() ({
%r2396 = "test.op"() ({
%r2397 = "test.op"() ({
%r2398 = "test.op"() ({
%r2399 = "test.op"() ({
%r2400 = "test.op"() ({
%r2401 = "test.op"() ({
%r2402 = "test.op"() ({
%r2403 = "test.op"() ({
%r2404 = "test.op"() ({
%r2405 = "test.op"() ({
%r2406 = "test.op"() ({
%r2407 = "test.op"() ({
%r2408 = "test.op"() ({
%r2409 = "test.op"() ({
%r2410 = "test.op"() ({
%r2411 = "test.op"() ({
%r2412 = "test.op"() ({
%r2413 = "test.op"() ({
%r2414 = "test.op"() ({
%r2415 = "test.op"() ({
%r2416 = "test.op"() ({
%r2417 = "test.op"() ({
%r2418 = "test.op"() ({
%r2419 = "test.op"() ({
%r2420 = "test.op"() ({
%r2421 = "test.op"() ({
%r2422 = "test.op"() ({
%r2423 = "test.op"() ({
%r2424 = "test.op"() ({
%r2425 = "test.op"() ({
%r2426 = "test.op"() ({
%r2427 = "test.op"() ({
%r2428 = "test.op"() ({
%r2429 = "test.op"() ({
%r2430 = "test.op"() ({
%r2431 = "test.op"() ({
%r2432 = "test.op"() ({
%r2433 = "test.op"() ({
%r2434 = "test.op"() ({
%r2435 = "test.op"() ({
%r2436 = "test.op"() ({
%r2437 = "test.op"() ({
%r2438 = "test.op"() ({
%r2439 = "test.op"() ({
%r2440 = "test.op"() ({
%r2441 = "test.op"() ({
%r2442 = "test.op"() ({
%r2443 = "test.op"() ({
%r2444 = "test.op"() ({
%r2445 = "test.op"() ({
%r2446 = "test.op"() ({
%r2447 = "test.op"() ({
%r2448 = "test.op"() ({
%r2449 = "test.op"() ({
%r2450 = "test.op"() ({
%r2451 = "test.op"() ({
%r2452 = "test.op"() ({
%r2453 = "test.op"() ({
%r2454 = "test.op"() ({
%r2455 = "test.op"() ({
%r2456 = "test.op"() ({
%r2457 = "test.op"() ({
%r2458 = "test.op"() ({
%r2459 = "test.op"() ({
%r2460 = "test.op"() ({
%r2461 = "test.op"() ({
%r2462 = "test.op"() ({
%r2463 = "test.op"() ({
%r2464 = "test.op"() ({
%r2465 = "test.op"() ({
%r2466 = "test.op"() ({
%r2467 = "test.op"() ({
%r2468 = "test.op"() ({
%r2469 = "test.op"() ({
%r2470 = "test.op"() ({
%r2471 = "test.op"() ({
%r2472 = "test.op"() ({
%r2473 = "test.op"() ({
%r2474 = "test.op"() ({
%r2475 = "test.op"() ({
%r2476 = "test.op"() ({
%r2477 = "test.op"() ({
%r2478 = "test.op"() ({
%r2479 = "test.op"() ({
%r2480 = "test.op"() ({
%r2481 = "test.op"() ({
%r2482 = "test.op"() ({
%r2483 = "test.op"() ({
%r2484 = "test.op"() ({
%r2485 = "test.op"() ({
%r2486 = "test.op"() ({
%r2487 = "test.op"() ({
%r2488 = "test.op"() ({
%r2489 = "test.op"() ({
%r2490 = "test.op"() ({
%r2491 = "test.op"() ({
%r2492 = "test.op"() ({
%r2493 = "test.op"() ({
%r2494 = "test.op"() ({
%r2495 = "test.op"() ({
%r2496 = "test.op"() ({
%r2497 = "test.op"() ({
%r2498 = "test.op"() ({
%r2499 = "test.op"() ({
%r2500 = "test.op"() ({
%r2501 = "test.op"() ({
%r2502 = "test.op"() ({
%r2503 = "test.op"() ({
%r2504 = "test.op"() ({
%r2505 = "test.op"() ({
%r2506 = "test.op"() ({
%r2507 = "test.op"() ({
%r2508 = "test.op"() ({
%r2509 = "test.op"() ({
%r2510 = "test.op"() ({
%r2511 = "test.op"() ({
%r2512 = "test.op"() ({
%r2513 = "test.op"() ({
%r2514 = "test.op"() ({
%r2515 = "test.op"() ({
%r2516 = "test.op"() ({
%r2517 = "test.op"() ({
%r2518 = "test.op"() ({
%r2519 = "test.op"() ({
%r2520 = "test.op"() ({
%r2521 = "test.op"() ({
%r2522 = "test.op"() ({
%r2523 = "test.op"() ({
%r2524 = "test.op"() ({
%r2525 = "test.op"() ({
%r2526 = "test.op"() ({
%r2527 = "test.op"() ({
%r2528 = "test.op"() ({
%r2529 = "test.op"() ({
%r2530 = "test.op"() ({
%r2531 = "test.op"() ({
%r2532 = "test.op"() ({
%r2533 = "test.op"() ({
%r2534 = "test.op"() ({
%r2535 = "test.op"() ({
%r2536 = "test.op"() ({
%r2537 = "test.op"() ({
%r2538 = "test.op"() ({
%r2539 = "test.op"() ({
%r2540 = "test.op"() ({
%r2541 = "test.op"() ({
%r2542 = "test.op"() ({
%r2543 = "test.op"() ({
%r2544 = "test.op"() ({
%r2545 = "test.op"() ({
%r2546 = "test.op"() ({
%r2547 = "test.op"() ({
%r2548 = "test.op"() ({
%r2549 = "test.op"() ({
%r2550 = "test.op"() ({
%r2551 = "test.op"() ({
%r2552 = "test.op"() ({
%r2553 = "test.op"() ({
%r2554 = "test.op"() ({
%r2555 = "test.op"() ({
%r2556 = "test.op"() ({
%r2557 = "test.op"() ({
%r2558 = "test.op"() ({
%r2559 = "test.op"() ({
%r2560 = "test.op"() ({
%r2561 = "test.op"() ({
%r2562 = "test.op"() ({
%r2563 = "test.op"() ({
%r2564 = "test.op"() ({
%r2565 = "test.op"() ({
%r2566 = "test.op"() ({
%r2567 = "test.op"() ({
%r2568 = "test.op"() ({
%r2569 = "test.op"() ({
%r2570 = "test.op"() ({
%r2571 = "test.op"() ({
%r2572 = "test.op"() ({
%r2573 = "test.op"() ({
%r2574 = "test.op"() ({
%r2575 = "test.op"() ({
%r2576 = "test.op"() ({
%r2577 = "test.op"() ({
%r2578 = "test.op"() ({
%r2579 = "test.op"() ({
%r2580 = "test.op"() ({
%r2581 = "test.op"() ({
%r2582 = "test.op"() ({
%r2583 = "test.op"() ({
%r2584 = "test.op"() ({
%r2585 = "test.op"() ({
%r2586 = "test.op"() ({
%r2587 = "test.op"() ({
%r2588 = "test.op"() ({
%r2589 = "test.op"() ({
%r2590 = "test.op"() ({
%r2591 = "test.op"() ({
%r2592 = "test.op"() ({
%r2593 = "test.op"() ({
%r2594 = "test.op"() ({
%r2595 = "test.op"() ({
%r2596 = "test.op"() ({
%r2597 = "test.op"() ({
%r2598 = "test.op"() ({
%r2599 = "test.op"() ({
%r2600 = "test.op"() ({
%r2601 = "test.op"() ({
%r2602 = "test.op"() ({
%r2603 = "test.op"() ({
%r2604 = "test.op"() ({
%r2605 = "test.op"() ({
%r2606 = "test.op"() ({
%r2607 = "test.op"() ({
%r2608 = "test.op"() ({
%r2609 = "test.op"() ({
%r2610 = "test.op"() ({
%r2611 = "test.op"() ({
%r2612 = "test.op"() ({
%r2613 = "test.op"() ({
%r2614 = "test.op"() ({
%r2615 = "test.op"() ({
%r2616 = "test.op"() ({
%r2617 = "test.op"() ({
%r2618 = "test.op"() ({
%r2619 = "test.op"() ({
%r2620 = "test.op"() ({
%r2621 = "test.op"() ({
%r2622 = "test.op"() ({
%r2623 = "test.op"() ({
%r2624 = "test.op"() ({
%r2625 = "test.op"() ({
%r2626 = "test.op"() ({
%r2627 = "test.op"() ({
%r2628 = "test.op"() ({
%r2629 = "test.op"() ({
%r2630 = "test.op"() ({
%r2631 = "test.op"() ({
%r2632 = "test.op"() ({
%r2633 = "test.op"() ({
%r2634 = "test.op"() ({
%r2635 = "test.op"() ({
%r2636 = "test.op"() ({
%r2637 = "test.op"() ({
%r2638 = "test.op"() ({
%r2639 = "test.op"() ({
%r2640 = "test.op"() ({
%r2641 = "test.op"() ({
%r2642 = "test.op"() ({
%r2643 = "test.op"() ({
%r2644 = "test.op"() ({
%r2645 = "test.op"() ({
%r2646 = "test.op"() ({
%r2647 = "test.op"() ({
%r2648 = "test.op"() ({
%r2649 = "test.op"() ({
%r2650 = "test.op"() ({
%r2651 = "test.op"() ({
%r2652 = "test.op"() ({
%r2653 = "test.op"() ({
%r2654 = "test.op"() ({
%r2655 = "test.op"() ({
%r2656 = "test.op"() ({
%r2657 = "test.op"() ({
%r2658 = "test.op"() ({
%r2659 = "test.op"() ({
%r2660 = "test.op"() ({
%r2661 = "test.op"() ({
%r2662 = "test.op"() ({
%r2663 = "test.op"() ({
%r2664 = "test.op"() ({
%r2665 = "test.op"() ({
%r2666 = "test.op"() ({
%r2667 = "test.op"() ({
%r2668 = "test.op"() ({
%r2669 = "test.op"() ({
%r2670 = "test.op"() ({
%r2671 = "test.op"() ({
%r2672 = "test.op"() ({
%r2673 = "test.op"() ({
%r2674 = "test.op"() ({
%r2675 = "test.op"() ({
%r2676 = "test.op"() ({
%r2677 = "test.op"() ({
%r2678 = "test.op"() ({
%r2679 = "test.op"() ({
%r2680 = "test.op"() ({
%r2681 = "test.op"() ({
%r2682 = "test.op"() ({
%r2683 = "test.op"() ({
%r2684 = "test.op"() ({
%r2685 = "test.op"() ({
%r2686 = "test.op"() ({
%r2687 = "test.op"() ({
%r2688 = "test.op"() ({
%r2689 = "test.op"() ({
%r2690 = "test.op"() ({
%r2691 = "test.op"() ({
%r2692 = "test.op"() ({
%r2693 = "test.op"() ({
%r2694 = "test.op"() ({
%r2695 = "test.op"() ({
%r2696 = "test.op"() ({
%r2697 = "test.op"() ({
%r2698 = "test.op"() ({
%r2699 = "test.op"() ({
%r2700 = "test.op"() ({
%r2701 = "test.op"() ({
%r2702 = "test.op"() ({
%r2703 = "test.op"() ({
%r2704 = "test.op"() ({
%r2705 = "test.op"() ({
%r2706 = "test.op"() ({
%r2707 = "test.op"() ({
%r2708 = "test.op"() ({
%r2709 = "test.op"() ({
%r2710 = "test.op"() ({
%r2711 = "test.op"() ({
%r2712 = "test.op"() ({
%r2713 = "test.op"() ({
%r2714 = "test.op"() ({
%r2715 = "test.op"() ({
%r2716 = "test.op"() ({
%r2717 = "test.op"() ({
%r2718 = "test.op"() ({
%r2719 = "test.op"() ({
%r2720 = "test.op"() ({
%r2721 = "test.op"() ({
%r2722 = "test.op"() ({
%r2723 = "test.op"() ({
%r2724 = "test.op"() ({
%r2725 = "test.op"() ({
%r2726 = "test.op"() ({
%r2727 = "test.op"() ({
%r2728 = "test.op"() ({
%r2729 = "test.op"() ({
%r2730 = "test.op"() ({
%r2731 = "test.op"() ({
%r2732 = "test.op"() ({
%r2733 = "test.op"() ({
%r2734 = "test.op"() ({
%r2735 = "test.op"() ({
%r2736 = "test.op"() ({
%r2737 = "test.op"() ({
%r2738 = "test.op"() ({
%r2739 = "test.op"() ({
%r2740 = "test.op"() ({
%r2741 = "test.op"() ({
%r2742 = "test.op"() ({
%r2743 = "test.op"() ({
%r2744 = "test.op"() ({
%r2745 = "test.op"() ({
%r2746 = "test.op"() ({
%r2747 = "test.op"() ({
%r2748 = "test.op"() ({
%r2749 = "test.op"() ({
%r2750 = "test.op"() ({
%r2751 = "test.op"() ({
%r2752 = "test.op"() ({
%r2753 = "test.op"() ({
%r2754 = "test.op"() ({
%r2755 = "test.op"() ({
%r2756 = "test.op"() ({
%r2757 = "test.op"() ({
%r2758 = "test.op"() ({
%r2759 = "test.op"() ({
%r2760 = "test.op"() ({
%r2761 = "test.op"() ({
%r2762 = "test.op"() ({
%r2763 = "test.op"() ({
%r2764 = "test.op"() ({
%r2765 = "test.op"() ({
%r2766 = "test.op"() ({
%r2767 = "test.op"() ({
%r2768 = "test.op"() ({
%r2769 = "test.op"() ({
%r2770 = "test.op"() ({
%r2771 = "test.op"() ({
%r2772 = "test.op"() ({
%r2773 = "test.op"() ({
%r2774 = "test.op"() ({
%r2775 = "test.op"() ({
%r2776 = "test.op"() ({
%r2777 = "test.op"() ({
%r2778 = "test.op"() ({
%r2779 = "test.op"() ({
%r2780 = "test.op"() ({
%r2781 = "test.op"() ({
%r2782 = "test.op"() ({
%r2783 = "test.op"() ({
%r2784 = "test.op"() ({
%r2785 = "test.op"() ({
%r2786 = "test.op"() ({
%r2787 = "test.op"() ({
%r2788 = "test.op"() ({
%r2789 = "test.op"() ({
%r2790 = "test.op"() ({
%r2791 = "test.op"() ({
%r2792 = "test.op"() ({
%r2793 = "test.op"() ({
%r2794 = "test.op"() ({
%r2795 = "test.op"() ({
%r2796 = "test.op"() ({
%r2797 = "test.op"() ({
%r2798 = "test.op"() ({
%r2799 = "test.op"() ({
%r2800 = "test.op"() ({
%r2801 = "test.op"() ({
%r2802 = "test.op"() ({
%r2803 = "test.op"() ({
%r2804 = "test.op"() ({
%r2805 = "test.op"() ({
%r2806 = "test.op"() ({
%r2807 = "test.op"() ({
%r2808 = "test.op"() ({
%r2809 = "test.op"() ({
%r2810 = "test.op"() ({
%r2811 = "test.op"() ({
%r2812 = "test.op"() ({
%r2813 = "test.op"() ({
%r2814 = "test.op"() ({
%r2815 = "test.op"() ({
%r2816 = "test.op"() ({
%r2817 = "test.op"() ({
%r2818 = "test.op"() ({
%r2819 = "test.op"() ({
%r2820 = "test.op"() ({
%r2821 = "test.op"() ({
%r2822 = "test.op"() ({
%r2823 = "test.op"() ({
%r2824 = "test.op"() ({
%r2825 = "test.op"() ({
%r2826 = "test.op"() ({
%r2827 = "test.op"() ({
%r2828 = "test.op"() ({
%r2829 = "test.op"() ({
%r2830 = "test.op"() ({
%r2831 = "test.op"() ({
%r2832 = "test.op"() ({
%r2833 = "test.op"() ({
%r2834 = "test.op"() ({
%r2835 = "test.op"() ({
%r2836 = "test.op"() ({
%r2837 = "test.op"() ({
%r2838 = "test.op"() ({
%r2839 = "test.op"() ({
%r2840 = "test.op"() ({
%r2841 = "test.op"() ({
%r2842 = "test.op"() ({
%r2843 = "test.op"() ({
%r2844 = "test.op"() ({
%r2845 = "test.op"() ({
%r2846 = "test.op"() ({
%r2847 = "test.op"() ({
%r2848 = "test.op"() ({
%r2849 = "test.op"() ({
%r2850 = "test.op"() ({
%r2851 = "test.op"() ({
%r2852 = "test.op"() ({
%r2853 = "test.op"() ({
%r2854 = "test.op"() ({
%r2855 = "test.op"() ({
%r2856 = "test.op"() ({
%r2857 = "test.op"() ({
%r2858 = "test.op"() ({
%r2859 = "test.op"() ({
%r2860 = "test.op"() ({
%r2861 = "test.op"() ({
%r2862 = "test.op"() ({
%r2863 = "test.op"() ({
%r2864 = "test.op"() ({
%r2865 = "test.op"() ({
%r2866 = "test.op"() ({
%r2867 = "test.op"() ({
%r2868 = "test.op"() ({
%r2869 = "test.op"() ({
%r2870 = "test.op"() ({
%r2871 = "test.op"() ({
%r2872 = "test.op"() ({
%r2873 = "test.op"() ({
%r2874 = "test.op"() ({
%r2875 = "test.op"() ({
%r2876 = "test.op"() ({
%r2877 = "test.op"() ({
%r2878 = "test.op"() ({
%r2879 = "test.op"() ({
%r2880 = "test.op"() ({
%r2881 = "test.op"() ({
%r2882 = "test.op"() ({
%r2883 = "test.op"() ({
%r2884 = "test.op"() ({
%r2885 = "test.op"() ({
%r2886 = "test.op"() ({
%r2887 = "test.op"() ({
%r2888 = "test.op"() ({
%r2889 = "test.op"() ({
%r2890 = "test.op"() ({
%r2891 = "test.op"() ({
%r2892 = "test.op"() ({
%r2893 = "test.op"() ({
%r2894 = "test.op"() ({
%r2895 = "test.op"() ({
%r2896 = "test.op"() ({
%r2897 = "test.op"() ({
%r2898 = "test.op"() ({
%r2899 = "test.op"() ({
%r2900 = "test.op"() ({
%r2901 = "test.op"() ({
%r2902 = "test.op"() ({
%r2903 = "test.op"() ({
%r2904 = "test.op"() ({
%r2905 = "test.op"() ({
%r2906 = "test.op"() ({
%r2907 = "test.op"() ({
%r2908 = "test.op"() ({
%r2909 = "test.op"() ({
%r2910 = "test.op"() ({
%r2911 = "test.op"() ({
%r2912 = "test.op"() ({
%r2913 = "test.op"() ({
%r2914 = "test.op"() ({
%r2915 = "test.op"() ({
%r2916 = "test.op"() ({
%r2917 = "test.op"() ({
%r2918 = "test.op"() ({
%r2919 = "test.op"() ({
%r2920 = "test.op"() ({
%r2921 = "test.op"() ({
%r2922 = "test.op"() ({
%r2923 = "test.op"() ({
%r2924 = "test.op"() ({
%r2925 = "test.op"() ({
%r2926 = "test.op"() ({
%r2927 = "test.op"() ({
%r2928 = "test.op"() ({
%r2929 = "test.op"() ({
%r2930 = "test.op"() ({
%r2931 = "test.op"() ({
%r2932 = "test.op"() ({
%r2933 = "test.op"() ({
%r2934 = "test.op"() ({
%r2935 = "test.op"() ({
%r2936 = "test.op"() ({
%r2937 = "test.op"() ({
%r2938 = "test.op"() ({
%r2939 = "test.op"() ({
%r2940 = "test.op"() ({
%r2941 = "test.op"() ({
%r2942 = "test.op"() ({
%r2943 = "test.op"() ({
%r2944 = "test.op"() ({
%r2945 = "test.op"() ({
%r2946 = "test.op"() ({
%r2947 = "test.op"() ({
%r2948 = "test.op"() ({
%r2949 = "test.op"() ({
%r2950 = "test.op"() ({
%r2951 = "test.op"() ({
%r2952 = "test.op"() ({
%r2953 = "test.op"() ({
%r2954 = "test.op"() ({
%r2955 = "test.op"() ({
%r2956 = "test.op"() ({
%r2957 = "test.op"() ({
%r2958 = "test.op"() ({
%r2959 = "test.op"() ({
%r2960 = "test.op"() ({
%r2961 = "test.op"() ({
%r2962 = "test.op"() ({
%r2963 = "test.op"() ({
%r2964 = "test.op"() ({
%r2965 = "test.op"() ({
%r2966 = "test.op"() ({
%r2967 = "test.op"() ({
%r2968 = "test.op"() ({
%r2969 = "test.op"() ({
%r2970 = "test.op"() ({
%r2971 = "test.op"() ({
%r2972 = "test.op"() ({
%r2973 = "test.op"() ({
%r2974 = "test.op"() ({
%r2975 = "test.op"() ({
%r2976 = "test.op"() ({
%r2977 = "test.op"() ({
%r2978 = "test.op"() ({
%r2979 = "test.op"() ({
%r2980 = "test.op"() ({
%r2981 = "test.op"() ({
%r2982 = "test.op"() ({
%r2983 = "test.op"() ({
%r2984 = "test.op"() ({
%r2985 = "test.op"() ({
%r2986 = "test.op"() ({
%r2987 = "test.op"() ({
%r2988 = "test.op"() ({
%r2989 = "test.op"() ({
%r2990 = "test.op"() ({
%r2991 = "test.op"() ({
%r2992 = "test.op"() ({
%r2993 = "test.op"() ({
%r2994 = "test.op"() ({
%r2995 = "test.op"() ({
%r2996 = "test.op"() ({
%r2997 = "test.op"() ({
%r2998 = "test.op"() ({
%r2999 = "test.op"() ({
%r3000 = "test.op"() ({
%r3001 = "test.op"() ({
%r3002 = "test.op"() ({
%r3003 = "test.op"() ({
%r3004 = "test.op"() ({
%r3005 = "test.op"() ({
%r3006 = "test.op"() ({
%r3007 = "test.op"() ({
%r3008 = "test.op"() ({
%r3009 = "test.op"() ({
%r3010 = "test.op"() ({
%r3011 = "test.op"() ({
%r3012 = "test.op"() ({
%r3013 = "test.op"() ({
%r3014 = "test.op"() ({
%r3015 = "test.op"() ({
%r3016 = "test.op"() ({
%r3017 = "test.op"() ({
%r3018 = "test.op"() ({
%r3019 = "test.op"() ({
%r3020 = "test.op"() ({
%r3021 = "test.op"() ({
%r3022 = "test.op"() ({
%r3023 = "test.op"() ({
%r3024 = "test.op"() ({
%r3025 = "test.op"() ({
%r3026 = "test.op"() ({
%r3027 = "test.op"() ({
%r3028 = "test.op"() ({
%r3029 = "test.op"() ({
%r3030 = "test.op"() ({
%r3031 = "test.op"() ({
%r3032 = "test.op"() ({
%r3033 = "test.op"() ({
%r3034 = "test.op"() ({
%r3035 = "test.op"() ({
%r3036 = "test.op"() ({
%r3037 = "test.op"() ({
%r3038 = "test.op"() ({
%r3039 = "test.op"() ({
%r3040 = "test.op"() ({
%r3041 = "test.op"() ({
%r3042 = "test.op"() ({
%r3043 = "test.op"() ({
%r3044 = "test.op"() ({
%r3045 = "test.op"() ({
%r3046 = "test.op"() ({
%r3047 = "test.op"() ({
%r3048 = "test.op"() ({
%r3049 = "test.op"() ({
%r3050 = "test.op"() ({
%r3051 = "test.op"() ({
%r3052 = "test.op"() ({
%r3053 = "test.op"() ({
%r3054 = "test.op"() ({
%r3055 = "test.op"() ({
%r3056 = "test.op"() ({
%r3057 = "test.op"() ({
%r3058 = "test.op"() ({
%r3059 = "test.op"() ({
%r3060 = "test.op"() ({
%r3061 = "test.op"() ({
%r3062 = "test.op"() ({
%r3063 = "test.op"() ({
%r3064 = "test.op"() ({
%r3065 = "test.op"() ({
%r3066 = "test.op"() ({
%r3067 = "test.op"() ({
%r3068 = "test.op"() ({
%r3069 = "test.op"() ({
%r3070 = "test.op"() ({
%r3071 = "test.op"() ({
%r3072 = "test.op"() ({
%r3073 = "test.op"() ({
%r3074 = "test.op"() ({
%r3075 = "test.op"() ({
%r3076 = "test.op"() ({
%r3077 = "test.op"() ({
%r3078 = "test.op"() ({
%r3079 = "test.op"() ({
%r3080 = "test.op"() ({
%r3081 = "test.op"() ({
%r3082 = "test.op"() ({
%r3083 = "test.op"() ({
%r3084 = "test.op"() ({
%r3085 = "test.op"() ({
%r3086 = "test.op"() ({
%r3087 = "test.op"() ({
%r3088 = "test.op"() ({
%r3089 = "test.op"() ({
%r3090 = "test.op"() ({
%r3091 = "test.op"() ({
%r3092 = "test.op"() ({
%r3093 = "test.op"() ({
%r3094 = "test.op"() ({
%r3095 = "test.op"() ({
%r3096 = "test.op"() ({
%r3097 = "test.op"() ({
%r3098 = "test.op"() ({
%r3099 = "test.op"() ({
%r3100 = "test.op"() ({
%r3101 = "test.op"() ({
%r3102 = "test.op"() ({
%r3103 = "test.op"() ({
%r3104 = "test.op"() ({
%r3105 = "test.op"() ({
%r3106 = "test.op"() ({
%r3107 = "test.op"() ({
%r3108 = "test.op"() ({
%r3109 = "test.op"() ({
%r3110 = "test.op"() ({
%r3111 = "test.op"() ({
%r3112 = "test.op"() ({
%r3113 = "test.op"() ({
%r3114 = "test.op"() ({
%r3115 = "test.op"() ({
%r3116 = "test.op"() ({
%r3117 = "test.op"() ({
%r3118 = "test.op"() ({
%r3119 = "test.op"() ({
%r3120 = "test.op"() ({
%r3121 = "test.op"() ({
%r3122 = "test.op"() ({
%r3123 = "test.op"() ({
%r3124 = "test.op"() ({
%r3125 = "test.op"() ({
%r3126 = "test.op"() ({
%r3127 = "test.op"() ({
%r3128 = "test.op"() ({
%r3129 = "test.op"() ({
%r3130 = "test.op"() ({
%r3131 = "test.op"() ({
%r3132 = "test.op"() ({
%r3133 = "test.op"() ({
%r3134 = "test.op"() ({
%r3135 = "test.op"() ({
%r3136 = "test.op"() ({
%r3137 = "test.op"() ({
%r3138 = "test.op"() ({
%r3139 = "test.op"() ({
%r3140 = "test.op"() ({
%r3141 = "test.op"() ({
%r3142 = "test.op"() ({
%r3143 = "test.op"() ({
%r3144 = "test.op"() ({
%r3145 = "test.op"() ({
%r3146 = "test.op"() ({
%r3147 = "test.op"() ({
%r3148 = "test.op"() ({
%r3149 = "test.op"() ({
%r3150 = "test.op"() ({
%r3151 = "test.op"() ({
%r3152 = "test.op"() ({
%r3153 = "test.op"() ({
%r3154 = "test.op"() ({
%r3155 = "test.op"() ({
%r3156 = "test.op"() ({
%r3157 = "test.op"() ({
%r3158 = "test.op"() ({
%r3159 = "test.op"() ({
%r3160 = "test.op"() ({
%r3161 = "test.op"() ({
%r3162 = "test.op"() ({
%r3163 = "test.op"() ({
%r3164 = "test.op"() ({
%r3165 = "test.op"() ({
%r3166 = "test.op"() ({
%r3167 = "test.op"() ({
%r3168 = "test.op"() ({
%r3169 = "test.op"() ({
%r3170 = "test.op"() ({
%r3171 = "test.op"() ({
%r3172 = "test.op"() ({
%r3173 = "test.op"() ({
%r3174 = "test.op"() ({
%r3175 = "test.op"() ({
%r3176 = "test.op"() ({
%r3177 = "test.op"() ({
%r3178 = "test.op"() ({
%r3179 = "test.op"() ({
%r3180 = "test.op"() ({
%r3181 = "test.op"() ({
%r3182 = "test.op"() ({
%r3183 = "test.op"() ({
%r3184 = "test.op"() ({
%r3185 = "test.op"() ({
%r3186 = "test.op"() ({
%r3187 = "test.op"() ({
%r3188 = "test.op"() ({
%r3189 = "test.op"() ({
%r3190 = "test.op"() ({
%r3191 = "test.op"() ({
%r3192 = "test.op"() ({
%r3193 = "test.op"() ({
%r3194 = "test.op"() ({
%r3195 = "test.op"() ({
%r3196 = "test.op"() ({
%r3197 = "test.op"() ({
%r3198 = "test.op"() ({
%r3199 = "test.op"() ({
%r3200 = "test.op"() ({
%r3201 = "test.op"() ({
%r3202 = "test.op"() ({
%r3203 = "test.op"() ({
%r3204 = "test.op"() ({
%r3205 = "test.op"() ({
%r3206 = "test.op"() ({
%r3207 = "test.op"() ({
%r3208 = "test.op"() ({
%r3209 = "test.op"() ({
%r3210 = "test.op"() ({
%r3211 = "test.op"() ({
%r3212 = "test.op"() ({
%r3213 = "test.op"() ({
%r3214 = "test.op"() ({
%r3215 = "test.op"() ({
%r3216 = "test.op"() ({
%r3217 = "test.op"() ({
%r3218 = "test.op"() ({
%r3219 = "test.op"() ({
%r3220 = "test.op"() ({
%r3221 = "test.op"() ({
%r3222 = "test.op"() ({
%r3223 = "test.op"() ({
%r3224 = "test.op"() ({
%r3225 = "test.op"() ({
%r3226 = "test.op"() ({
%r3227 = "test.op"() ({
%r3228 = "test.op"() ({
%r3229 = "test.op"() ({
%r3230 = "test.op"() ({
%r3231 = "test.op"() ({
%r3232 = "test.op"() ({
%r3233 = "test.op"() ({
%r3234 = "test.op"() ({
%r3235 = "test.op"() ({
%r3236 = "test.op"() ({
%r3237 = "test.op"() ({
%r3238 = "test.op"() ({
%r3239 = "test.op"() ({
%r3240 = "test.op"() ({
%r3241 = "test.op"() ({
%r3242 = "test.op"() ({
%r3243 = "test.op"() ({
%r3244 = "test.op"() ({
%r3245 = "test.op"() ({
%r3246 = "test.op"() ({
%r3247 = "test.op"() ({
%r3248 = "test.op"() ({
%r3249 = "test.op"() ({
%r3250 = "test.op"() ({
%r3251 = "test.op"() ({
%r3252 = "test.op"() ({
%r3253 = "test.op"() ({
%r3254 = "test.op"() ({
%r3255 = "test.op"() ({
%r3256 = "test.op"() ({
%r3257 = "test.op"() ({
%r3258 = "test.op"() ({
%r3259 = "test.op"() ({
%r3260 = "test.op"() ({
%r3261 = "test.op"() ({
%r3262 = "test.op"() ({
%r3263 = "test.op"() ({
%r3264 = "test.op"() ({
%r3265 = "test.op"() ({
%r3266 = "test.op"() ({
%r3267 = "test.op"() ({
%r3268 = "test.op"() ({
%r3269 = "test.op"() ({
%r3270 = "test.op"() ({
%r3271 = "test.op"() ({
%r3272 = "test.op"() ({
%r3273 = "test.op"() ({
%r3274 = "test.op"() ({
%r3275 = "test.op"() ({
%r3276 = "test.op"() ({
%r3277 = "test.op"() ({
%r3278 = "test.op"() ({
%r3279 = "test.op"() ({
%r3280 = "test.op"() ({
%r3281 = "test.op"() ({
%r3282 = "test.op"() ({
%r3283 = "test.op"() ({
%r3284 = "test.op"() ({
%r3285 = "test.op"() ({
%r3286 = "test.op"() ({
%r3287 = "test.op"() ({
%r3288 = "test.op"() ({
%r3289 = "test.op"() ({
%r3290 = "test.op"() ({
%r3291 = "test.op"() ({
%r3292 = "test.op"() ({
%r3293 = "test.op"() ({
%r3294 = "test.op"() ({
%r3295 = "test.op"() ({
%r3296 = "test.op"() ({
%r3297 = "test.op"() ({
%r3298 = "test.op"() ({
%r3299 = "test.op"() ({
%r3300 = "test.op"() ({
%r3301 = "test.op"() ({
%r3302 = "test.op"() ({
%r3303 = "test.op"() ({
%r3304 = "test.op"() ({
%r3305 = "test.op"() ({
%r3306 = "test.op"() ({
%r3307 = "test.op"() ({
%r3308 = "test.op"() ({
%r3309 = "test.op"() ({
%r3310 = "test.op"() ({
%r3311 = "test.op"() ({
%r3312 = "test.op"() ({
%r3313 = "test.op"() ({
%r3314 = "test.op"() ({
%r3315 = "test.op"() ({
%r3316 = "test.op"() ({
%r3317 = "test.op"() ({
%r3318 = "test.op"() ({
%r3319 = "test.op"() ({
%r3320 = "test.op"() ({
%r3321 = "test.op"() ({
%r3322 = "test.op"() ({
%r3323 = "test.op"() ({
%r3324 = "test.op"() ({
%r3325 = "test.op"() ({
%r3326 = "test.op"() ({
%r3327 = "test.op"() ({
%r3328 = "test.op"() ({
%r3329 = "test.op"() ({
%r3330 = "test.op"() ({
%r3331 = "test.op"() ({
%r3332 = "test.op"() ({
%r3333 = "test.op"() ({
%r3334 = "test.op"() ({
%r3335 = "test.op"() ({
%r3336 = "test.op"() ({
%r3337 = "test.op"() ({
%r3338 = "test.op"() ({
%r3339 = "test.op"() ({
%r3340 = "test.op"() ({
%r3341 = "test.op"() ({
%r3342 = "test.op"() ({
%r3343 = "test.op"() ({
%r3344 = "test.op"() ({
%r3345 = "test.op"() ({
%r3346 = "test.op"() ({
%r3347 = "test.op"() ({
%r3348 = "test.op"() ({
%r3349 = "test.op"() ({
%r3350 = "test.op"() ({
%r3351 = "test.op"() ({
%r3352 = "test.op"() ({
%r3353 = "test.op"() ({
%r3354 = "test.op"() ({
%r3355 = "test.op"() ({
%r3356 = "test.op"() ({
%r3357 = "test.op"() ({
%r3358 = "test.op"() ({
%r3359 = "test.op"() ({
%r3360 = "test.op"() ({
%r3361 = "test.op"() ({
%r3362 = "test.op"() ({
%r3363 = "test.op"() ({
%r3364 = "test.op"() ({
%r3365 = "test.op"() ({
%r3366 = "test.op"() ({
%r3367 = "test.op"() ({
%r3368 = "test.op"() ({
%r3369 = "test.op"() ({
%r3370 = "test.op"() ({
%r3371 = "test.op"() ({
%r3372 = "test.op"() ({
%r3373 = "test.op"() ({
%r3374 = "test.op"() ({
%r3375 = "test.op"() ({
%r3376 = "test.op"() ({
%r3377 = "test.op"() ({
%r3378 = "test.op"() ({
%r3379 = "test.op"() ({
%r3380 = "test.op"() ({
%r3381 = "test.op"() ({
%r3382 = "test.op"() ({
%r3383 = "test.op"() ({
%r3384 = "test.op"() ({
%r3385 = "test.op"() ({
%r3386 = "test.op"() ({
%r3387 = "test.op"() ({
%r3388 = "test.op"() ({
%r3389 = "test.op"() ({
%r3390 = "test.op"() ({
%r3391 = "test.op"() ({
%r3392 = "test.op"() ({
%r3393 = "test.op"() ({
%r3394 = "test.op"() ({
%r3395 = "test.op"() ({
%r3396 = "test.op"() ({
%r3397 = "test.op"() ({
%r3398 = "test.op"() ({
%r3399 = "test.op"() ({
%r3400 = "test.op"() ({
%r3401 = "test.op"() ({
%r3402 = "test.op"() ({
%r3403 = "test.op"() ({
%r3404 = "test.op"() ({
%r3405 = "test.op"() ({
%r3406 = "test.op"() ({
%r3407 = "test.op"() ({
%r3408 = "test.op"() ({
%r3409 = "test.op"() ({
%r3410 = "test.op"() ({
%r3411 = "test.op"() ({
%r3412 = "test.op"() ({
%r3413 = "test.op"() ({
%r3414 = "test.op"() ({
%r3415 = "test.op"() ({
%r3416 = "test.op"() ({
%r3417 = "test.op"() ({
%r3418 = "test.op"() ({
%r3419 = "test.op"() ({
%r3420 = "test.op"() ({
%r3421 = "test.op"() ({
%r3422 = "test.op"() ({
%r3423 = "test.op"() ({
%r3424 = "test.op"() ({
%r3425 = "test.op"() ({
%r3426 = "test.op"() ({
%r3427 = "test.op"() ({
%r3428 = "test.op"() ({
%r3429 = "test.op"() ({
%r3430 = "test.op"() ({
%r3431 = "test.op"() ({
%r3432 = "test.op"() ({
%r3433 = "test.op"() ({
%r3434 = "test.op"() ({
%r3435 = "test.op"() ({
%r3436 = "test.op"() ({
%r3437 = "test.op"() ({
%r3438 = "test.op"() ({
%r3439 = "test.op"() ({
%r3440 = "test.op"() ({
%r3441 = "test.op"() ({
%r3442 = "test.op"() ({
%r3443 = "test.op"() ({
%r3444 = "test.op"() ({
%r3445 = "test.op"() ({
%r3446 = "test.op"() ({
%r3447 = "test.op"() ({
%r3448 = "test.op"() ({
%r3449 = "test.op"() ({
%r3450 = "test.op"() ({
%r3451 = "test.op"() ({
%r3452 = "test.op"() ({
%r3453 = "test.op"() ({
%r3454 = "test.op"() ({
%r3455 = "test.op"() ({
%r3456 = "test.op"() ({
%r3457 = "test.op"() ({
%r3458 = "test.op"() ({
%r3459 = "test.op"() ({
%r3460 = "test.op"() ({
%r3461 = "test.op"() ({
%r3462 = "test.op"() ({
%r3463 = "test.op"() ({
%r3464 = "test.op"() ({
%r3465 = "test.op"() ({
%r3466 = "test.op"() ({
%r3467 = "test.op"() ({
%r3468 = "test.op"() ({
%r3469 = "test.op"() ({
%r3470 = "test.op"() ({
%r3471 = "test.op"() ({
%r3472 = "test.op"() ({
%r3473 = "test.op"() ({
%r3474 = "test.op"() ({
%r3475 = "test.op"() ({
%r3476 = "test.op"() ({
%r3477 = "test.op"() ({
%r3478 = "test.op"() ({
%r3479 = "test.op"() ({
%r3480 = "test.op"() ({
%r3481 = "test.op"() ({
%r3482 = "test.op"() ({
%r3483 = "test.op"() ({
%r3484 = "test.op"() ({
%r3485 = "test.op"() ({
%r3486 = "test.op"() ({
%r3487 = "test.op"() ({
%r3488 = "test.op"() ({
%r3489 = "test.op"() ({
%r3490 = "test.op"() ({
%r3491 = "test.op"() ({
%r3492 = "test.op"() ({
%r3493 = "test.op"() ({
%r3494 = "test.op"() ({
%r3495 = "test.op"() ({
%r3496 = "test.op"() ({
%r3497 = "test.op"() ({
%r3498 = "test.op"() ({
%r3499 = "test.op"() ({
%r3500 = "test.op"() ({
%r3501 = "test.op"() ({
%r3502 = "test.op"() ({
%r3503 = "test.op"() ({
%r3504 = "test.op"() ({
%r3505 = "test.op"() ({
%r3506 = "test.op"() ({
%r3507 = "test.op"() ({
%r3508 = "test.op"() ({
%r3509 = "test.op"() ({
%r3510 = "test.op"() ({
%r3511 = "test.op"() ({
%r3512 = "test.op"() ({
%r3513 = "test.op"() ({
%r3514 = "test.op"() ({
%r3515 = "test.op"() ({
%r3516 = "test.op"() ({
%r3517 = "test.op"() ({
%r3518 = "test.op"() ({
%r3519 = "test.op"() ({
%r3520 = "test.op"() ({
%r3521 = "test.op"() ({
%r3522 = "test.op"() ({
%r3523 = "test.op"() ({
%r3524 = "test.op"() ({
%r3525 = "test.op"() ({
%r3526 = "test.op"() ({
%r3527 = "test.op"() ({
%r3528 = "test.op"() ({
%r3529 = "test.op"() ({
%r3530 = "test.op"() ({
%r3531 = "test.op"() ({
%r3532 = "test.op"() ({
%r3533 = "test.op"() ({
%r3534 = "test.op"() ({
%r3535 = "test.op"() ({
%r3536 = "test.op"() ({
%r3537 = "test.op"() ({
%r3538 = "test.op"() ({
%r3539 = "test.op"() ({
%r3540 = "test.op"() ({
%r3541 = "test.op"() ({
%r3542 = "test.op"() ({
%r3543 = "test.op"() ({
%r3544 = "test.op"() ({
%r3545 = "test.op"() ({
%r3546 = "test.op"() ({
%r3547 = "test.op"() ({
%r3548 = "test.op"() ({
%r3549 = "test.op"() ({
%r3550 = "test.op"() ({
%r3551 = "test.op"() ({
%r3552 = "test.op"() ({
%r3553 = "test.op"() ({
%r3554 = "test.op"() ({
%r3555 = "test.op"() ({
%r3556 = "test.op"() ({
%r3557 = "test.op"() ({
%r3558 = "test.op"() ({
%r3559 = "test.op"() ({
%r3560 = "test.op"() ({
%r3561 = "test.op"() ({
%r3562 = "test.op"() ({
%r3563 = "test.op"() ({
%r3564 = "test.op"() ({
%r3565 = "test.op"() ({
%r3566 = "test.op"() ({
%r3567 = "test.op"() ({
%r3568 = "test.op"() ({
%r3569 = "test.op"() ({
%r3570 = "test.op"() ({
%r3571 = "test.op"() ({
%r3572 = "test.op"() ({
%r3573 = "test.op"() ({
%r3574 = "test.op"() ({
%r3575 = "test.op"() ({
%r3576 = "test.op"() ({
%r3577 = "test.op"() ({
%r3578 = "test.op"() ({
%r3579 = "test.op"() ({
%r3580 = "test.op"() ({
%r3581 = "test.op"() ({
%r3582 = "test.op"() ({
%r3583 = "test.op"() ({
%r3584 = "test.op"() ({
%r3585 = "test.op"() ({
%r3586 = "test.op"() ({
%r3587 = "test.op"() ({
%r3588 = "test.op"() ({
%r3589 = "test.op"() ({
%r3590 = "test.op"() ({
%r3591 = "test.op"() ({
%r3592 = "test.op"() ({
%r3593 = "test.op"() ({
%r3594 = "test.op"() ({
%r3595 = "test.op"() ({
%r3596 = "test.op"() ({
%r3597 = "test.op"() ({
%r3598 = "test.op"() ({
%r3599 = "test.op"() ({
%r3600 = "test.op"() ({
%r3601 = "test.op"() ({
%r3602 = "test.op"() ({
%r3603 = "test.op"() ({
%r3604 = "test.op"() ({
%r3605 = "test.op"() ({
%r3606 = "test.op"() ({
%r3607 = "test.op"() ({
%r3608 = "test.op"() ({
%r3609 = "test.op"() ({
%r3610 = "test.op"() ({
%r3611 = "test.op"() ({
%r3612 = "test.op"() ({
%r3613 = "test.op"() ({
%r3614 = "test.op"() ({
%r3615 = "test.op"() ({
%r3616 = "test.op"() ({
%r3617 = "test.op"() ({
%r3618 = "test.op"() ({
%r3619 = "test.op"() ({
%r3620 = "test.op"() ({
%r3621 = "test.op"() ({
%r3622 = "test.op"() ({
%r3623 = "test.op"() ({
%r3624 = "test.op"() ({
%r3625 = "test.op"() ({
%r3626 = "test.op"() ({
%r3627 = "test.op"() ({
%r3628 = "test.op"() ({
%r3629 = "test.op"() ({
%r3630 = "test.op"() ({
%r3631 = "test.op"() ({
%r3632 = "test.op"() ({
%r3633 = "test.op"() ({
%r3634 = "test.op"() ({
%r3635 = "test.op"() ({
%r3636 = "test.op"() ({
%r3637 = "test.op"() ({
%r3638 = "test.op"() ({
%r3639 = "test.op"() ({
%r3640 = "test.op"() ({
%r3641 = "test.op"() ({
%r3642 = "test.op"() ({
%r3643 = "test.op"() ({
%r3644 = "test.op"() ({
%r3645 = "test.op"() ({
%r3646 = "test.op"() ({
%r3647 = "test.op"() ({
%r3648 = "test.op"() ({
%r3649 = "test.op"() ({
%r3650 = "test.op"() ({
%r3651 = "test.op"() ({
%r3652 = "test.op"() ({
%r3653 = "test.op"() ({
%r3654 = "test.op"() ({
%r3655 = "test.op"() ({
%r3656 = "test.op"() ({
%r3657 = "test.op"() ({
%r3658 = "test.op"() ({
%r3659 = "test.op"() ({
%r3660 = "test.op"() ({
%r3661 = "test.op"() ({
%r3662 = "test.op"() ({
%r3663 = "test.op"() ({
%r3664 = "test.op"() ({
%r3665 = "test.op"() ({
%r3666 = "test.op"() ({
%r3667 = "test.op"() ({
%r3668 = "test.op"() ({
%r3669 = "test.op"() ({
%r3670 = "test.op"() ({
%r3671 = "test.op"() ({
%r3672 = "test.op"() ({
%r3673 = "test.op"() ({
%r3674 = "test.op"() ({
%r3675 = "test.op"() ({
%r3676 = "test.op"() ({
%r3677 = "test.op"() ({
%r3678 = "test.op"() ({
%r3679 = "test.op"() ({
%r3680 = "test.op"() ({
%r3681 = "test.op"() ({
%r3682 = "test.op"() ({
%r3683 = "test.op"() ({
%r3684 = "test.op"() ({
%r3685 = "test.op"() ({
%r3686 = "test.op"() ({
%r3687 = "test.op"() ({
%r3688 = "test.op"() ({
%r3689 = "test.op"() ({
%r3690 = "test.op"() ({
%r3691 = "test.op"() ({
%r3692 = "test.op"() ({
%r3693 = "test.op"() ({
%r3694 = "test.op"() ({
%r3695 = "test.op"() ({
%r3696 = "test.op"() ({
%r3697 = "test.op"() ({
%r3698 = "test.op"() ({
%r3699 = "test.op"() ({
%r3700 = "test.op"() ({
%r3701 = "test.op"() ({
%r3702 = "test.op"() ({
%r3703 = "test.op"() ({
%r3704 = "test.op"() ({
%r3705 = "test.op"() ({
%r3706 = "test.op"() ({
%r3707 = "test.op"() ({
%r3708 = "test.op"() ({
%r3709 = "test.op"() ({
%r3710 = "test.op"() ({
%r3711 = "test.op"() ({
%r3712 = "test.op"() ({
%r3713 = "test.op"() ({
%r3714 = "test.op"() ({
%r3715 = "test.op"() ({
%r3716 = "test.op"() ({
%r3717 = "test.op"() ({
%r3718 = "test.op"() ({
%r3719 = "test.op"() ({
%r3720 = "test.op"() ({
%r3721 = "test.op"() ({
%r3722 = "test.op"() ({
%r3723 = "test.op"() ({
%r3724 = "test.op"() ({
%r3725 = "test.op"() ({
%r3726 = "test.op"() ({
%r3727 = "test.op"() ({
%r3728 = "test.op"() ({
%r3729 = "test.op"() ({
%r3730 = "test.op"() ({
%r3731 = "test.op"() ({
%r3732 = "test.op"() ({
%r3733 = "test.op"() ({
%r3734 = "test.op"() ({
%r3735 = "test.op"() ({
%r3736 = "test.op"() ({
%r3737 = "test.op"() ({
%r3738 = "test.op"() ({
%r3739 = "test.op"() ({
%r3740 = "test.op"() ({
%r3741 = "test.op"() ({
%r3742 = "test.op"() ({
%r3743 = "test.op"() ({
%r3744 = "test.op"() ({
%r3745 = "test.op"() ({
%r3746 = "test.op"() ({
%r3747 = "test.op"() ({
%r3748 = "test.op"() ({
%r3749 = "test.op"() ({
%r3750 = "test.op"() ({
%r3751 = "test.op"() ({
%r3752 = "test.op"() ({
%r3753 = "test.op"() ({
%r3754 = "test.op"() ({
%r3755 = "test.op"() ({
%r3756 = "test.op"() ({
%r3757 = "test.op"() ({
%r3758 = "test.op"() ({
%r3759 = "test.op"() ({
%r3760 = "test.op"() ({
%r3761 = "test.op"() ({
%r3762 = "test.op"() ({
%r3763 = "test.op"() ({
%r3764 = "test.op"() ({
%r3765 = "test.op"() ({
%r3766 = "test.op"() ({
%r3767 = "test.op"() ({
%r3768 = "test.op"() ({
%r3769 = "test.op"() ({
%r3770 = "test.op"() ({
%r3771 = "test.op"() ({
%r3772 = "test.op"() ({
%r3773 = "test.op"() ({
%r3774 = "test.op"() ({
%r3775 = "test.op"() ({
%r3776 = "test.op"() ({
%r3777 = "test.op"() ({
%r3778 = "test.op"() ({
%r3779 = "test.op"() ({
%r3780 = "test.op"() ({
%r3781 = "test.op"() ({
%r3782 = "test.op"() ({
%r3783 = "test.op"() ({
%r3784 = "test.op"() ({
%r3785 = "test.op"() ({
%r3786 = "test.op"() ({
%r3787 = "test.op"() ({
%r3788 = "test.op"() ({
%r3789 = "test.op"() ({
%r3790 = "test.op"() ({
%r3791 = "test.op"() ({
%r3792 = "test.op"() ({
%r3793 = "test.op"() ({
%r3794 = "test.op"() ({
%r3795 = "test.op"() ({
%r3796 = "test.op"() ({
%r3797 = "test.op"() ({
%r3798 = "test.op"() ({
%r3799 = "test.op"() ({
%r3800 = "test.op"() ({
%r3801 = "test.op"() ({
%r3802 = "test.op"() ({
%r3803 = "test.op"() ({
%r3804 = "test.op"() ({
%r3805 = "test.op"() ({
%r3806 = "test.op"() ({
%r3807 = "test.op"() ({
%r3808 = "test.op"() ({
%r3809 = "test.op"() ({
%r3810 = "test.op"() ({
%r3811 = "test.op"() ({
%r3812 = "test.op"() ({
%r3813 = "test.op"() ({
%r3814 = "test.op"() ({
%r3815 = "test.op"() ({
%r3816 = "test.op"() ({
%r3817 = "test.op"() ({
%r3818 = "test.op"() ({
%r3819 = "test.op"() ({
%r3820 = "test.op"() ({
%r3821 = "test.op"() ({
%r3822 = "test.op"() ({
%r3823 = "test.op"() ({
%r3824 = "test.op"() ({
%r3825 = "test.op"() ({
%r3826 = "test.op"() ({
%r3827 = "test.op"() ({
%r3828 = "test.op"() ({
%r3829 = "test.op"() ({
%r3830 = "test.op"() ({
%r3831 = "test.op"() ({
%r3832 = "test.op"() ({
%r3833 = "test.op"() ({
%r3834 = "test.op"() ({
%r3835 = "test.op"() ({
%r3836 = "test.op"() ({
%r3837 = "test.op"() ({
%r3838 = "test.op"() ({
%r3839 = "test.op"() ({
%r3840 = "test.op"() ({
%r3841 = "test.op"() ({
%r3842 = "test.op"() ({
%r3843 = "test.op"() ({
%r3844 = "test.op"() ({
%r3845 = "test.op"() ({
%r3846 = "test.op"() ({
%r3847 = "test.op"() ({
%r3848 = "test.op"() ({
%r3849 = "test.op"() ({
%r3850 = "test.op"() ({
%r3851 = "test.op"() ({
%r3852 = "test.op"() ({
%r3853 = "test.op"() ({
%r3854 = "test.op"() ({
%r3855 = "test.op"() ({
%r3856 = "test.op"() ({
%r3857 = "test.op"() ({
%r3858 = "test.op"() ({
%r3859 = "test.op"() ({
%r3860 = "test.op"() ({
%r3861 = "test.op"() ({
%r3862 = "test.op"() ({
%r3863 = "test.op"() ({
%r3864 = "test.op"() ({
%r3865 = "test.op"() ({
%r3866 = "test.op"() ({
%r3867 = "test.op"() ({
%r3868 = "test.op"() ({
%r3869 = "test.op"() ({
%r3870 = "test.op"() ({
%r3871 = "test.op"() ({
%r3872 = "test.op"() ({
%r3873 = "test.op"() ({
%r3874 = "test.op"() ({
%r3875 = "test.op"() ({
%r3876 = "test.op"() ({
%r3877 = "test.op"() ({
%r3878 = "test.op"() ({
%r3879 = "test.op"() ({
%r3880 = "test.op"() ({
%r3881 = "test.op"() ({
%r3882 = "test.op"() ({
%r3883 = "test.op"() ({
%r3884 = "test.op"() ({
%r3885 = "test.op"() ({
%r3886 = "test.op"() ({
%r3887 = "test.op"() ({
%r3888 = "test.op"() ({
%r3889 = "test.op"() ({
%r3890 = "test.op"() ({
%r3891 = "test.op"() ({
%r3892 = "test.op"() ({
%r3893 = "test.op"() ({
%r3894 = "test.op"() ({
%r3895 = "test.op"() ({
%r3896 = "test.op"() ({
%r3897 = "test.op"() ({
%r3898 = "test.op"() ({
%r3899 = "test.op"() ({
%r3900 = "test.op"() ({
%r3901 = "test.op"() ({
%r3902 = "test.op"() ({
%r3903 = "test.op"() ({
%r3904 = "test.op"() ({
%r3905 = "test.op"() ({
%r3906 = "test.op"() ({
%r3907 = "test.op"() ({
%r3908 = "test.op"() ({
%r3909 = "test.op"() ({
%r3910 = "test.op"() ({
%r3911 = "test.op"() ({
%r3912 = "test.op"() ({
%r3913 = "test.op"() ({
%r3914 = "test.op"() ({
%r3915 = "test.op"() ({
%r3916 = "test.op"() ({
%r3917 = "test.op"() ({
%r3918 = "test.op"() ({
%r3919 = "test.op"() ({
%r3920 = "test.op"() ({
%r3921 = "test.op"() ({
%r3922 = "test.op"() ({
%r3923 = "test.op"() ({
%r3924 = "test.op"() ({
%r3925 = "test.op"() ({
%r3926 = "test.op"() ({
%r3927 = "test.op"() ({
%r3928 = "test.op"() ({
%r3929 = "test.op"() ({
%r3930 = "test.op"() ({
%r3931 = "test.op"() ({
%r3932 = "test.op"() ({
%r3933 = "test.op"() ({
%r3934 = "test.op"() ({
%r3935 = "test.op"() ({
%r3936 = "test.op"() ({
%r3937 = "test.op"() ({
%r3938 = "test.op"() ({
%r3939 = "test.op"() ({
%r3940 = "test.op"() ({
%r3941 = "test.op"() ({
%r3942 = "test.op"() ({
%r3943 = "test.op"() ({
%r3944 = "test.op"() ({
%r3945 = "test.op"() ({
%r3946 = "test.op"() ({
%r3947 = "test.op"() ({
%r3948 = "test.op"() ({
%r3949 = "test.op"() ({
%r3950 = "test.op"() ({
%r3951 = "test.op"() ({
%r3952 = "test.op"() ({
%r3953 = "test.op"() ({
%r3954 = "test.op"() ({
%r3955 = "test.op"() ({
%r3956 = "test.op"() ({
%r3957 = "test.op"() ({
%r3958 = "test.op"() ({
%r3959 = "test.op"() ({
%r3960 = "test.op"() ({
%r3961 = "test.op"() ({
%r3962 = "test.op"() ({
%r3963 = "test.op"() ({
%r3964 = "test.op"() ({
%r3965 = "test.op"() ({
%r3966 = "test.op"() ({
%r3967 = "test.op"() ({
%r3968 = "test.op"() ({
%r3969 = "test.op"() ({
%r3970 = "test.op"() ({
%r3971 = "test.op"() ({
%r3972 = "test.op"() ({
%r3973 = "test.op"() ({
%r3974 = "test.op"() ({
%r3975 = "test.op"() ({
%r3976 = "test.op"() ({
%r3977 = "test.op"() ({
%r3978 = "test.op"() ({
%r3979 = "test.op"() ({
%r3980 = "test.op"() ({
%r3981 = "test.op"() ({
%r3982 = "test.op"() ({
%r3983 = "test.op"() ({
%r3984 = "test.op"() ({
%r3985 = "test.op"() ({
%r3986 = "test.op"() ({
%r3987 = "test.op"() ({
%r3988 = "test.op"() ({
%r3989 = "test.op"() ({
%r3990 = "test.op"() ({
%r3991 = "test.op"() ({
%r3992 = "test.op"() ({
%r3993 = "test.op"() ({
%r3994 = "test.op"() ({
%r3995 = "test.op"() ({
%r3996 = "test.op"() ({
%r3997 = "test.op"() ({
%r3998 = "test.op"() ({
%r3999 = "test.op"() ({
%r4000 = "test.op"() ({
%r4001 = "test.op"() ({
%r4002 = "test.op"() ({
%r4003 = "test.op"() ({
%r4004 = "test.op"() ({
%r4005 = "test.op"() ({
%r4006 = "test.op"() ({
%r4007 = "test.op"() ({
%r4008 = "test.op"() ({
%r4009 = "test.op"() ({
%r4010 = "test.op"() ({
%r4011 = "test.op"() ({
%r4012 = "test.op"() ({
%r4013 = "test.op"() ({
%r4014 = "test.op"() ({
%r4015 = "test.op"() ({
%r4016 = "test.op"() ({
%r4017 = "test.op"() ({
%r4018 = "test.op"() ({
%r4019 = "test.op"() ({
%r4020 = "test.op"() ({
%r4021 = "test.op"() ({
%r4022 = "test.op"() ({
%r4023 = "test.op"() ({
%r4024 = "test.op"() ({
%r4025 = "test.op"() ({
%r4026 = "test.op"() ({
%r4027 = "test.op"() ({
%r4028 = "test.op"() ({
%r4029 = "test.op"() ({
%r4030 = "test.op"() ({
%r4031 = "test.op"() ({
%r4032 = "test.op"() ({
%r4033 = "test.op"() ({
%r4034 = "test.op"() ({
%r4035 = "test.op"() ({
%r4036 = "test.op"() ({
%r4037 = "test.op"() ({
%r4038 = "test.op"() ({
%r4039 = "test.op"() ({
%r4040 = "test.op"() ({
%r4041 = "test.op"() ({
%r4042 = "test.op"() ({
%r4043 = "test.op"() ({
%r4044 = "test.op"() ({
%r4045 = "test.op"() ({
%r4046 = "test.op"() ({
%r4047 = "test.op"() ({
%r4048 = "test.op"() ({
%r4049 = "test.op"() ({
%r4050 = "test.op"() ({
%r4051 = "test.op"() ({
%r4052 = "test.op"() ({
%r4053 = "test.op"() ({
%r4054 = "test.op"() ({
%r4055 = "test.op"() ({
%r4056 = "test.op"() ({
%r4057 = "test.op"() ({
%r4058 = "test.op"() ({
%r4059 = "test.op"() ({
%r4060 = "test.op"() ({
%r4061 = "test.op"() ({
%r4062 = "test.op"() ({
%r4063 = "test.op"() ({
%r4064 = "test.op"() ({
%r4065 = "test.op"() ({
%r4066 = "test.op"() ({
%r4067 = "test.op"() ({
%r4068 = "test.op"() ({
%r4069 = "test.op"() ({
%r4070 = "test.op"() ({
%r4071 = "test.op"() ({
%r4072 = "test.op"() ({
%r4073 = "test.op"() ({
%r4074 = "test.op"() ({
%r4075 = "test.op"() ({
%r4076 = "test.op"() ({
%r4077 = "test.op"() ({
%r4078 = "test.op"() ({
%r4079 = "test.op"() ({
%r4080 = "test.op"() ({
%r4081 = "test.op"() ({
%r4082 = "test.op"() ({
%r4083 = "test.op"() ({
%r4084 = "test.op"() ({
%r4085 = "test.op"() ({
%r4086 = "test.op"() ({
%r4087 = "test.op"() ({
%r4088 = "test.op"() ({
%r4089 = "test.op"() ({
%r4090 = "test.op"() ({
%r4091 = "test.op"() ({
%r4092 = "test.op"() ({
%r4093 = "test.op"() ({
%r4094 = "test.op"() ({
%r4095 = "test.op"() ({
%r4096 = "test.op"() ({
%r4097 = "test.op"() ({
%r4098 = "test.op"() ({
%r4099 = "test.op"() ({
%r4100 = "test.op"() ({
%r4101 = "test.op"() ({
%r4102 = "test.op"() ({
%r4103 = "test.op"() ({
%r4104 = "test.op"() ({
%r4105 = "test.op"() ({
%r4106 = "test.op"() ({
%r4107 = "test.op"() ({
%r4108 = "test.op"() ({
%r4109 = "test.op"() ({
%r4110 = "test.op"() ({
%r4111 = "test.op"() ({
%r4112 = "test.op"() ({
%r4113 = "test.op"() ({
%r4114 = "test.op"() ({
%r4115 = "test.op"() ({
%r4116 = "test.op"() ({
%r4117 = "test.op"() ({
%r4118 = "test.op"() ({
%r4119 = "test.op"() ({
%r4120 = "test.op"() ({
%r4121 = "test.op"() ({
%r4122 = "test.op"() ({
%r4123 = "test.op"() ({
%r4124 = "test.op"() ({
%r4125 = "test.op"() ({
%r4126 = "test.op"() ({
%r4127 = "test.op"() ({
%r4128 = "test.op"() ({
%r4129 = "test.op"() ({
%r4130 = "test.op"() ({
%r4131 = "test.op"() ({
%r4132 = "test.op"() ({
%r4133 = "test.op"() ({
%r4134 = "test.op"() ({
%r4135 = "test.op"() ({
%r4136 = "test.op"() ({
%r4137 = "test.op"() ({
%r4138 = "test.op"() ({
%r4139 = "test.op"() ({
%r4140 = "test.op"() ({
%r4141 = "test.op"() ({
%r4142 = "test.op"() ({
%r4143 = "test.op"() ({
%r4144 = "test.op"() ({
%r4145 = "test.op"() ({
%r4146 = "test.op"() ({
%r4147 = "test.op"() ({
%r4148 = "test.op"() ({
%r4149 = "test.op"() ({
%r4150 = "test.op"() ({
%r4151 = "test.op"() ({
%r4152 = "test.op"() ({
%r4153 = "test.op"() ({
%r4154 = "test.op"() ({
%r4155 = "test.op"() ({
%r4156 = "test.op"() ({
%r4157 = "test.op"() ({
%r4158 = "test.op"() ({
%r4159 = "test.op"() ({
%r4160 = "test.op"() ({
%r4161 = "test.op"() ({
%r4162 = "test.op"() ({
%r4163 = "test.op"() ({
%r4164 = "test.op"() ({
%r4165 = "test.op"() ({
%r4166 = "test.op"() ({
%r4167 = "test.op"() ({
%r4168 = "test.op"() ({
%r4169 = "test.op"() ({
%r4170 = "test.op"() ({
%r4171 = "test.op"() ({
%r4172 = "test.op"() ({
%r4173 = "test.op"() ({
%r4174 = "test.op"() ({
%r4175 = "test.op"() ({
%r4176 = "test.op"() ({
%r4177 = "test.op"() ({
%r4178 = "test.op"() ({
%r4179 = "test.op"() ({
%r4180 = "test.op"() ({
%r4181 = "test.op"() ({
%r4182 = "test.op"() ({
%r4183 = "test.op"() ({
%r4184 = "test.op"() ({
%r4185 = "test.op"() ({
%r4186 = "test.op"() ({
%r4187 = "test.op"() ({
%r4188 = "test.op"() ({
%r4189 = "test.op"() ({
%r4190 = "test.op"() ({
%r4191 = "test.op"() ({
%r4192 = "test.op"() ({
%r4193 = "test.op"() ({
%r4194 = "test.op"() ({
%r4195 = "test.op"() ({
%r4196 = "test.op"() ({
%r4197 = "test.op"() ({
%r4198 = "test.op"() ({
%r4199 = "test.op"() ({
%r4200 = "test.op"() ({
%r4201 = "test.op"() ({
%r4202 = "test.op"() ({
%r4203 = "test.op"() ({
%r4204 = "test.op"() ({
%r4205 = "test.op"() ({
%r4206 = "test.op"() ({
%r4207 = "test.op"() ({
%r4208 = "test.op"() ({
%r4209 = "test.op"() ({
%r4210 = "test.op"() ({
%r4211 = "test.op"() ({
%r4212 = "test.op"() ({
%r4213 = "test.op"() ({
%r4214 = "test.op"() ({
%r4215 = "test.op"() ({
%r4216 = "test.op"() ({
%r4217 = "test.op"() ({
%r4218 = "test.op"() ({
%r4219 = "test.op"() ({
%r4220 = "test.op"() ({
%r4221 = "test.op"() ({
%r4222 = "test.op"() ({
%r4223 = "test.op"() ({
%r4224 = "test.op"() ({
%r4225 = "test.op"() ({
%r4226 = "test.op"() ({
%r4227 = "test.op"() ({
%r4228 = "test.op"() ({
%r4229 = "test.op"() ({
%r4230 = "test.op"() ({
%r4231 = "test.op"() ({
%r4232 = "test.op"() ({
%r4233 = "test.op"() ({
%r4234 = "test.op"() ({
%r4235 = "test.op"() ({
%r4236 = "test.op"() ({
%r4237 = "test.op"() ({
%r4238 = "test.op"() ({
%r4239 = "test.op"() ({
%r4240 = "test.op"() ({
%r4241 = "test.op"() ({
%r4242 = "test.op"() ({
%r4243 = "test.op"() ({
%r4244 = "test.op"() ({
%r4245 = "test.op"() ({
%r4246 = "test.op"() ({
%r4247 = "test.op"() ({
%r4248 = "test.op"() ({
%r4249 = "test.op"() ({
%r4250 = "test.op"() ({
%r4251 = "test.op"() ({
%r4252 = "test.op"() ({
%r4253 = "test.op"() ({
%r4254 = "test.op"() ({
%r4255 = "test.op"() ({
%r4256 = "test.op"() ({
%r4257 = "test.op"() ({
%r4258 = "test.op"() ({
%r4259 = "test.op"() ({
%r4260 = "test.op"() ({
%r4261 = "test.op"() ({
%r4262 = "test.op"() ({
%r4263 = "test.op"() ({
%r4264 = "test.op"() ({
%r4265 = "test.op"() ({
%r4266 = "test.op"() ({
%r4267 = "test.op"() ({
%r4268 = "test.op"() ({
%r4269 = "test.op"() ({
%r4270 = "test.op"() ({
%r4271 = "test.op"() ({
%r4272 = "test.op"() ({
%r4273 = "test.op"() ({
%r4274 = "test.op"() ({
%r4275 = "test.op"() ({
%r4276 = "test.op"() ({
%r4277 = "test.op"() ({
%r4278 = "test.op"() ({
%r4279 = "test.op"() ({
%r4280 = "test.op"() ({
%r4281 = "test.op"() ({
%r4282 = "test.op"() ({
%r4283 = "test.op"() ({
%r4284 = "test.op"() ({
%r4285 = "test.op"() ({
%r4286 = "test.op"() ({
%r4287 = "test.op"() ({
%r4288 = "test.op"() ({
%r4289 = "test.op"() ({
%r4290 = "test.op"() ({
%r4291 = "test.op"() ({
%r4292 = "test.op"() ({
%r4293 = "test.op"() ({
%r4294 = "test.op"() ({
%r4295 = "test.op"() ({
%r4296 = "test.op"() ({
%r4297 = "test.op"() ({
%r4298 = "test.op"() ({
%r4299 = "test.op"() ({
%r4300 = "test.op"() ({
%r4301 = "test.op"() ({
%r4302 = "test.op"() ({
%r4303 = "test.op"() ({
%r4304 = "test.op"() ({
%r4305 = "test.op"() ({
%r4306 = "test.op"() ({
%r4307 = "test.op"() ({
%r4308 = "test.op"() ({
%r4309 = "test.op"() ({
%r4310 = "test.op"() ({
%r4311 = "test.op"() ({
%r4312 = "test.op"() ({
%r4313 = "test.op"() ({
%r4314 = "test.op"() ({
%r4315 = "test.op"() ({
%r4316 = "test.op"() ({
%r4317 = "test.op"() ({
%r4318 = "test.op"() ({
%r4319 = "test.op"() ({
%r4320 = "test.op"() ({
%r4321 = "test.op"() ({
%r4322 = "test.op"() ({
%r4323 = "test.op"() ({
%r4324 = "test.op"() ({
%r4325 = "test.op"() ({
%r4326 = "test.op"() ({
%r4327 = "test.op"() ({
%r4328 = "test.op"() ({
%r4329 = "test.op"() ({
%r4330 = "test.op"() ({
%r4331 = "test.op"() ({
%r4332 = "test.op"() ({
%r4333 = "test.op"() ({
%r4334 = "test.op"() ({
%r4335 = "test.op"() ({
%r4336 = "test.op"() ({
%r4337 = "test.op"() ({
%r4338 = "test.op"() ({
%r4339 = "test.op"() ({
%r4340 = "test.op"() ({
%r4341 = "test.op"() ({
%r4342 = "test.op"() ({
%r4343 = "test.op"() ({
%r4344 = "test.op"() ({
%r4345 = "test.op"() ({
%r4346 = "test.op"() ({
%r4347 = "test.op"() ({
%r4348 = "test.op"() ({
%r4349 = "test.op"() ({
%r4350 = "test.op"() ({
%r4351 = "test.op"() ({
%r4352 = "test.op"() ({
%r4353 = "test.op"() ({
%r4354 = "test.op"() ({
%r4355 = "test.op"() ({
%r4356 = "test.op"() ({
%r4357 = "test.op"() ({
%r4358 = "test.op"() ({
%r4359 = "test.op"() ({
%r4360 = "test.op"() ({
%r4361 = "test.op"() ({
%r4362 = "test.op"() ({
%r4363 = "test.op"() ({
%r4364 = "test.op"() ({
%r4365 = "test.op"() ({
%r4366 = "test.op"() ({
%r4367 = "test.op"() ({
%r4368 = "test.op"() ({
%r4369 = "test.op"() ({
%r4370 = "test.op"() ({
%r4371 = "test.op"() ({
%r4372 = "test.op"() ({
%r4373 = "test.op"() ({
%r4374 = "test.op"() ({
%r4375 = "test.op"() ({
%r4376 = "test.op"() ({
%r4377 = "test.op"() ({
%r4378 = "test.op"() ({
%r4379 = "test.op"() ({
%r4380 = "test.op"() ({
%r4381 = "test.op"() ({
%r4382 = "test.op"() ({
%r4383 = "test.op"() ({
%r4384 = "test.op"() ({
%r4385 = "test.op"() ({
%r4386 = "test.op"() ({
%r4387 = "test.op"() ({
%r4388 = "test.op"() ({
%r4389 = "test.op"() ({
%r4390 = "test.op"() ({
%r4391 = "test.op"() ({
%r4392 = "test.op"() ({
%r4393 = "test.op"() ({
%r4394 = "test.op"() ({
%r4395 = "test.op"() ({
%r4396 = "test.op"() ({
%r4397 = "test.op"() ({
%r4398 = "test.op"() ({
%r4399 = "test.op"() ({
%r4400 = "test.op"() ({
%r4401 = "test.op"() ({
%r4402 = "test.op"() ({
%r4403 = "test.op"() ({
%r4404 = "test.op"() ({
%r4405 = "test.op"() ({
%r4406 = "test.op"() ({
%r4407 = "test.op"() ({
%r4408 = "test.op"() ({
%r4409 = "test.op"() ({
%r4410 = "test.op"() ({
%r4411 = "test.op"() ({
%r4412 = "test.op"() ({
%r4413 = "test.op"() ({
%r4414 = "test.op"() ({
%r4415 = "test.op"() ({
%r4416 = "test.op"() ({
%r4417 = "test.op"() ({
%r4418 = "test.op"() ({
%r4419 = "test.op"() ({
%r4420 = "test.op"() ({
%r4421 = "test.op"() ({
%r4422 = "test.op"() ({
%r4423 = "test.op"() ({
%r4424 = "test.op"() ({
%r4425 = "test.op"() ({
%r4426 = "test.op"() ({
%r4427 = "test.op"() ({
%r4428 = "test.op"() ({
%r4429 = "test.op"() ({
%r4430 = "test.op"() ({
%r4431 = "test.op"() ({
%r4432 = "test.op"() ({
%r4433 = "test.op"() ({
%r4434 = "test.op"() ({
%r4435 = "test.op"() ({
%r4436 = "test.op"() ({
%r4437 = "test.op"() ({
%r4438 = "test.op"() ({
%r4439 = "test.op"() ({
%r4440 = "test.op"() ({
%r4441 = "test.op"() ({
%r4442 = "test.op"() ({
%r4443 = "test.op"() ({
%r4444 = "test.op"() ({
%r4445 = "test.op"() ({
%r4446 = "test.op"() ({
%r4447 = "test.op"() ({
%r4448 = "test.op"() ({
%r4449 = "test.op"() ({
%r4450 = "test.op"() ({
%r4451 = "test.op"() ({
%r4452 = "test.op"() ({
%r4453 = "test.op"() ({
%r4454 = "test.op"() ({
%r4455 = "test.op"() ({
%r4456 = "test.op"() ({
%r4457 = "test.op"() ({
%r4458 = "test.op"() ({
%r4459 = "test.op"() ({
%r4460 = "test.op"() ({
%r4461 = "test.op"() ({
%r4462 = "test.op"() ({
%r4463 = "test.op"() ({
%r4464 = "test.op"() ({
%r4465 = "test.op"() ({
%r4466 = "test.op"() ({
%r4467 = "test.op"() ({
%r4468 = "test.op"() ({
%r4469 = "test.op"() ({
%r4470 = "test.op"() ({
%r4471 = "test.op"() ({
%r4472 = "test.op"() ({
%r4473 = "test.op"() ({
%r4474 = "test.op"() ({
%r4475 = "test.op"() ({
%r4476 = "test.op"() ({
%r4477 = "test.op"() ({
%r4478 = "test.op"() ({
%r4479 = "test.op"() ({
%r4480 = "test.op"() ({
%r4481 = "test.op"() ({
%r4482 = "test.op"() ({
%r4483 = "test.op"() ({
%r4484 = "test.op"() ({
%r4485 = "test.op"() ({
%r4486 = "test.op"() ({
%r4487 = "test.op"() ({
%r4488 = "test.op"() ({
%r4489 = "test.op"() ({
%r4490 = "test.op"() ({
%r4491 = "test.op"() ({
%r4492 = "test.op"() ({
%r4493 = "test.op"() ({
%r4494 = "test.op"() ({
%r4495 = "test.op"() ({
%r4496 = "test.op"() ({
%r4497 = "test.op"() ({
%r4498 = "test.op"() ({
%r4499 = "test.op"() ({
%r4500 = "test.op"() ({
%r4501 = "test.op"() ({
%r4502 = "test.op"() ({
%r4503 = "test.op"() ({
%r4504 = "test.op"() ({
%r4505 = "test.op"() ({
%r4506 = "test.op"() ({
%r4507 = "test.op"() ({
%r4508 = "test.op"() ({
%r4509 = "test.op"() ({
%r4510 = "test.op"() ({
%r4511 = "test.op"() ({
%r4512 = "test.op"() ({
%r4513 = "test.op"() ({
%r4514 = "test.op"() ({
%r4515 = "test.op"() ({
%r4516 = "test.op"() ({
%r4517 = "test.op"() ({
%r4518 = "test.op"() ({
%r4519 = "test.op"() ({
%r4520 = "test.op"() ({
%r4521 = "test.op"() ({
%r4522 = "test.op"() ({
%r4523 = "test.op"() ({
%r4524 = "test.op"() ({
%r4525 = "test.op"() ({
%r4526 = "test.op"() ({
%r4527 = "test.op"() ({
%r4528 = "test.op"() ({
%r4529 = "test.op"() ({
%r4530 = "test.op"() ({
%r4531 = "test.op"() ({
%r4532 = "test.op"() ({
%r4533 = "test.op"() ({
%r4534 = "test.op"() ({
%r4535 = "test.op"() ({
%r4536 = "test.op"() ({
%r4537 = "test.op"() ({
%r4538 = "test.op"() ({
%r4539 = "test.op"() ({
%r4540 = "test.op"() ({
%r4541 = "test.op"() ({
%r4542 = "test.op"() ({
%r4543 = "test.op"() ({
%r4544 = "test.op"() ({
%r4545 = "test.op"() ({
%r4546 = "test.op"() ({
%r4547 = "test.op"() ({
%r4548 = "test.op"() ({
%r4549 = "test.op"() ({
%r4550 = "test.op"() ({
%r4551 = "test.op"() ({
%r4552 = "test.op"() ({
%r4553 = "test.op"() ({
%r4554 = "test.op"() ({
%r4555 = "test.op"() ({
%r4556 = "test.op"() ({
%r4557 = "test.op"() ({
%r4558 = "test.op"() ({
%r4559 = "test.op"() ({
%r4560 = "test.op"() ({
%r4561 = "test.op"() ({
%r4562 = "test.op"() ({
%r4563 = "test.op"() ({
%r4564 = "test.op"() ({
%r4565 = "test.op"() ({
%r4566 = "test.op"() ({
%r4567 = "test.op"() ({
%r4568 = "test.op"() ({
%r4569 = "test.op"() ({
%r4570 = "test.op"() ({
%r4571 = "test.op"() ({
%r4572 = "test.op"() ({
%r4573 = "test.op"() ({
%r4574 = "test.op"() ({
%r4575 = "test.op"() ({
%r4576 = "test.op"() ({
%r4577 = "test.op"() ({
%r4578 = "test.op"() ({
%r4579 = "test.op"() ({
%r4580 = "test.op"() ({
%r4581 = "test.op"() ({
%r4582 = "test.op"() ({
%r4583 = "test.op"() ({
%r4584 = "test.op"() ({
%r4585 = "test.op"() ({
%r4586 = "test.op"() ({
%r4587 = "test.op"() ({
%r4588 = "test.op"() ({
%r4589 = "test.op"() ({
%r4590 = "test.op"() ({
%r4591 = "test.op"() ({
%r4592 = "test.op"() ({
%r4593 = "test.op"() ({
%r4594 = "test.op"() ({
%r4595 = "test.op"() ({
%r4596 = "test.op"() ({
%r4597 = "test.op"() ({
%r4598 = "test.op"() ({
%r4599 = "test.op"() ({
%r4600 = "test.op"() ({
%r4601 = "test.op"() ({
%r4602 = "test.op"() ({
%r4603 = "test.op"() ({
%r4604 = "test.op"() ({
%r4605 = "test.op"() ({
%r4606 = "test.op"() ({
%r4607 = "test.op"() ({
%r4608 = "test.op"() ({
%r4609 = "test.op"() ({
%r4610 = "test.op"() ({
%r4611 = "test.op"() ({
%r4612 = "test.op"() ({
%r4613 = "test.op"() ({
%r4614 = "test.op"() ({
%r4615 = "test.op"() ({
%r4616 = "test.op"() ({
%r4617 = "test.op"() ({
%r4618 = "test.op"() ({
%r4619 = "test.op"() ({
%r4620 = "test.op"() ({
%r4621 = "test.op"() ({
%r4622 = "test.op"() ({
%r4623 = "test.op"() ({
%r4624 = "test.op"() ({
%r4625 = "test.op"() ({
%r4626 = "test.op"() ({
%r4627 = "test.op"() ({
%r4628 = "test.op"() ({
%r4629 = "test.op"() ({
%r4630 = "test.op"() ({
%r4631 = "test.op"() ({
%r4632 = "test.op"() ({
%r4633 = "test.op"() ({
%r4634 = "test.op"() ({
%r4635 = "test.op"() ({
%r4636 = "test.op"() ({
%r4637 = "test.op"() ({
%r4638 = "test.op"() ({
%r4639 = "test.op"() ({
%r4640 = "test.op"() ({
%r4641 = "test.op"() ({
%r4642 = "test.op"() ({
%r4643 = "test.op"() ({
%r4644 = "test.op"() ({
%r4645 = "test.op"() ({
%r4646 = "test.op"() ({
%r4647 = "test.op"() ({
%r4648 = "test.op"() ({
%r4649 = "test.op"() ({
%r4650 = "test.op"() ({
%r4651 = "test.op"() ({
%r4652 = "test.op"() ({
%r4653 = "test.op"() ({
%r4654 = "test.op"() ({
%r4655 = "test.op"() ({
%r4656 = "test.op"() ({
%r4657 = "test.op"() ({
%r4658 = "test.op"() ({
%r4659 = "test.op"() ({
%r4660 = "test.op"() ({
%r4661 = "test.op"() ({
%r4662 = "test.op"() ({
%r4663 = "test.op"() ({
%r4664 = "test.op"() ({
%r4665 = "test.op"() ({
%r4666 = "test.op"() ({
%r4667 = "test.op"() ({
%r4668 = "test.op"() ({
%r4669 = "test.op"() ({
%r4670 = "test.op"() ({
%r4671 = "test.op"() ({
%r4672 = "test.op"() ({
%r4673 = "test.op"() ({
%r4674 = "test.op"() ({
%r4675 = "test.op"() ({
%r4676 = "test.op"() ({
%r4677 = "test.op"() ({
%r4678 = "test.op"() ({
%r4679 = "test.op"() ({
%r4680 = "test.op"() ({
%r4681 = "test.op"() ({
%r4682 = "test.op"() ({
%r4683 = "test.op"() ({
%r4684 = "test.op"() ({
%r4685 = "test.op"() ({
%r4686 = "test.op"() ({
%r4687 = "test.op"() ({
%r4688 = "test.op"() ({
%r4689 = "test.op"() ({
%r4690 = "test.op"() ({
%r4691 = "test.op"() ({
%r4692 = "test.op"() ({
%r4693 = "test.op"() ({
%r4694 = "test.op"() ({
%r4695 = "test.op"() ({
%r4696 = "test.op"() ({
%r4697 = "test.op"() ({
%r4698 = "test.op"() ({
%r4699 = "test.op"() ({
%r4700 = "test.op"() ({
%r4701 = "test.op"() ({
%r4702 = "test.op"() ({
%r4703 = "test.op"() ({
%r4704 = "test.op"() ({
%r4705 = "test.op"() ({
%r4706 = "test.op"() ({
%r4707 = "test.op"() ({
%r4708 = "test.op"() ({
%r4709 = "test.op"() ({
%r4710 = "test.op"() ({
%r4711 = "test.op"() ({
%r4712 = "test.op"() ({
%r4713 = "test.op"() ({
%r4714 = "test.op"() ({
%r4715 = "test.op"() ({
%r4716 = "test.op"() ({
%r4717 = "test.op"() ({
%r4718 = "test.op"() ({
%r4719 = "test.op"() ({
%r4720 = "test.op"() ({
%r4721 = "test.op"() ({
%r4722 = "test.op"() ({
%r4723 = "test.op"() ({
%r4724 = "test.op"() ({
%r4725 = "test.op"() ({
%r4726 = "test.op"() ({
%r4727 = "test.op"() ({
%r4728 = "test.op"() ({
%r4729 = "test.op"() ({
%r4730 = "test.op"() ({
%r4731 = "test.op"() ({
%r4732 = "test.op"() ({
%r4733 = "test.op"() ({
%r4734 = "test.op"() ({
%r4735 = "test.op"() ({
%r4736 = "test.op"() ({
%r4737 = "test.op"() ({
%r4738 = "test.op"() ({
%r4739 = "test.op"() ({
%r4740 = "test.op"() ({
%r4741 = "test.op"() ({
%r4742 = "test.op"() ({
%r4743 = "test.op"() ({
%r4744 = "test.op"() ({
%r4745 = "test.op"() ({
%r4746 = "test.op"() ({
%r4747 = "test.op"() ({
%r4748 = "test.op"() ({
%r4749 = "test.op"() ({
%r4750 = "test.op"() ({
%r4751 = "test.op"() ({
%r4752 = "test.op"() ({
%r4753 = "test.op"() ({
%r4754 = "test.op"() ({
%r4755 = "test.op"() ({
%r4756 = "test.op"() ({
%r4757 = "test.op"() ({
%r4758 = "test.op"() ({
%r4759 = "test.op"() ({
%r4760 = "test.op"() ({
%r4761 = "test.op"() ({
%r4762 = "test.op"() ({
%r4763 = "test.op"() ({
%r4764 = "test.op"() ({
%r4765 = "test.op"() ({
%r4766 = "test.op"() ({
%r4767 = "test.op"() ({
%r4768 = "test.op"() ({
%r4769 = "test.op"() ({
%r4770 = "test.op"() ({
%r4771 = "test.op"() ({
%r4772 = "test.op"() ({
%r4773 = "test.op"() ({
%r4774 = "test.op"() ({
%r4775 = "test.op"() ({
%r4776 = "test.op"() ({
%r4777 = "test.op"() ({
%r4778 = "test.op"() ({
%r4779 = "test.op"() ({
%r4780 = "test.op"() ({
%r4781 = "test.op"() ({
%r4782 = "test.op"() ({
%r4783 = "test.op"() ({
%r4784 = "test.op"() ({
%r4785 = "test.op"() ({
%r4786 = "test.op"() ({
%r4787 = "test.op"() ({
%r4788 = "test.op"() ({
%r4789 = "test.op"() ({
%r4790 = "test.op"() ({
%r4791 = "test.op"() ({
%r4792 = "test.op"() ({
%r4793 = "test.op"() ({
%r4794 = "test.op"() ({
%r4795 = "test.op"() ({
%r4796 = "test.op"() ({
%r4797 = "test.op"() ({
%r4798 = "test.op"() ({
%r4799 = "test.op"() ({
%r4800 = "test.op"() ({
%r4801 = "test.op"() ({
%r4802 = "test.op"() ({
%r4803 = "test.op"() ({
%r4804 = "test.op"() ({
%r4805 = "test.op"() ({
%r4806 = "test.op"() ({
%r4807 = "test.op"() ({
%r4808 = "test.op"() ({
%r4809 = "test.op"() ({
%r4810 = "test.op"() ({
%r4811 = "test.op"() ({
%r4812 = "test.op"() ({
%r4813 = "test.op"() ({
%r4814 = "test.op"() ({
%r4815 = "test.op"() ({
%r4816 = "test.op"() ({
%r4817 = "test.op"() ({
%r4818 = "test.op"() ({
%r4819 = "test.op"() ({
%r4820 = "test.op"() ({
%r4821 = "test.op"() ({
%r4822 = "test.op"() ({
%r4823 = "test.op"() ({
%r4824 = "test.op"() ({
%r4825 = "test.op"() ({
%r4826 = "test.op"() ({
%r4827 = "test.op"() ({
%r4828 = "test.op"() ({
%r4829 = "test.op"() ({
%r4830 = "test.op"() ({
%r4831 = "test.op"() ({
%r4832 = "test.op"() ({
%r4833 = "test.op"() ({
%r4834 = "test.op"() ({
%r4835 = "test.op"() ({
%r4836 = "test.op"() ({
%r4837 = "test.op"() ({
%r4838 = "test.op"() ({
%r4839 = "test.op"() ({
%r4840 = "test.op"() ({
%r4841 = "test.op"() ({
%r4842 = "test.op"() ({
%r4843 = "test.op"() ({
%r4844 = "test.op"() ({
%r4845 = "test.op"() ({
%r4846 = "test.op"() ({
%r4847 = "test.op"() ({
%r4848 = "test.op"() ({
%r4849 = "test.op"() ({
%r4850 = "test.op"() ({
%r4851 = "test.op"() ({
%r4852 = "test.op"() ({
%r4853 = "test.op"() ({
%r4854 = "test.op"() ({
%r4855 = "test.op"() ({
%r4856 = "test.op"() ({
%r4857 = "test.op"() ({
%r4858 = "test.op"() ({
%r4859 = "test.op"() ({
%r4860 = "test.op"() ({
%r4861 = "test.op"() ({
%r4862 = "test.op"() ({
%r4863 = "test.op"() ({
%r4864 = "test.op"() ({
%r4865 = "test.op"() ({
%r4866 = "test.op"() ({
%r4867 = "test.op"() ({
%r4868 = "test.op"() ({
%r4869 = "test.op"() ({
%r4870 = "test.op"() ({
%r4871 = "test.op"() ({
%r4872 = "test.op"() ({
%r4873 = "test.op"() ({
%r4874 = "test.op"() ({
%r4875 = "test.op"() ({
%r4876 = "test.op"() ({
%r4877 = "test.op"() ({
%r4878 = "test.op"() ({
%r4879 = "test.op"() ({
%r4880 = "test.op"() ({
%r4881 = "test.op"() ({
%r4882 = "test.op"() ({
%r4883 = "test.op"() ({
%r4884 = "test.op"() ({
%r4885 = "test.op"() ({
%r4886 = "test.op"() ({
%r4887 = "test.op"() ({
%r4888 = "test.op"() ({
%r4889 = "test.op"() ({
%r4890 = "test.op"() ({
%r4891 = "test.op"() ({
%r4892 = "test.op"() ({
%r4893 = "test.op"() ({
%r4894 = "test.op"() ({
%r4895 = "test.op"() ({
%r4896 = "test.op"() ({
%r4897 = "test.op"() ({
%r4898 = "test.op"() ({
%r4899 = "test.op"() ({
%r4900 = "test.op"() ({
%r4901 = "test.op"() ({
%r4902 = "test.op"() ({
%r4903 = "test.op"() ({
%r4904 = "test.op"() ({
%r4905 = "test.op"() ({
%r4906 = "test.op"() ({
%r4907 = "test.op"() ({
%r4908 = "test.op"() ({
%r4909 = "test.op"() ({
%r4910 = "test.op"() ({
%r4911 = "test.op"() ({
%r4912 = "test.op"() ({
%r4913 = "test.op"() ({
%r4914 = "test.op"() ({
%r4915 = "test.op"() ({
%r4916 = "test.op"() ({
%r4917 = "test.op"() ({
%r4918 = "test.op"() ({
%r4919 = "test.op"() ({
%r4920 = "test.op"() ({
%r4921 = "test.op"() ({
%r4922 = "test.op"() ({
%r4923 = "test.op"() ({
%r4924 = "test.op"() ({
%r4925 = "test.op"() ({
%r4926 = "test.op"() ({
%r4927 = "test.op"() ({
%r4928 = "test.op"() ({
%r4929 = "test.op"() ({
%r4930 = "test.op"() ({
%r4931 = "test.op"() ({
%r4932 = "test.op"() ({
%r4933 = "test.op"() ({
%r4934 = "test.op"() ({
%r4935 = "test.op"() ({
%r4936 = "test.op"() ({
%r4937 = "test.op"() ({
%r4938 = "test.op"() ({
%r4939 = "test.op"() ({
%r4940 = "test.op"() ({
%r4941 = "test.op"() ({
%r4942 = "test.op"() ({
%r4943 = "test.op"() ({
%r4944 = "test.op"() ({
%r4945 = "test.op"() ({
%r4946 = "test.op"() ({
%r4947 = "test.op"() ({
%r4948 = "test.op"() ({
%r4949 = "test.op"() ({
%r4950 = "test.op"() ({
%r4951 = "test.op"() ({
%r4952 = "test.op"() ({
%r4953 = "test.op"() ({
%r4954 = "test.op"() ({
%r4955 = "test.op"() ({
%r4956 = "test.op"() ({
%r4957 = "test.op"() ({
%r4958 = "test.op"() ({
%r4959 = "test.op"() ({
%r4960 = "test.op"() ({
%r4961 = "test.op"() ({
%r4962 = "test.op"() ({
%r4963 = "test.op"() ({
%r4964 = "test.op"() ({
%r4965 = "test.op"() ({
%r4966 = "test.op"() ({
%r4967 = "test.op"() ({
%r4968 = "test.op"() ({
%r4969 = "test.op"() ({
%r4970 = "test.op"() ({
%r4971 = "test.op"() ({
%r4972 = "test.op"() ({
%r4973 = "test.op"() ({
%r4974 = "test.op"() ({
%r4975 = "test.op"() ({
%r4976 = "test.op"() ({
%r4977 = "test.op"() ({
%r4978 = "test.op"() ({
%r4979 = "test.op"() ({
%r4980 = "test.op"() ({
%r4981 = "test.op"() ({
%r4982 = "test.op"() ({
%r4983 = "test.op"() ({
%r4984 = "test.op"() ({
%r4985 = "test.op"() ({
%r4986 = "test.op"() ({
%r4987 = "test.op"() ({
%r4988 = "test.op"() ({
%r4989 = "test.op"() ({
%r4990 = "test.op"() ({
%r4991 = "test.op"() ({
%r4992 = "test.op"() ({
%r4993 = "test.op"() ({
%r4994 = "test.op"() ({
%r4995 = "test.op"() ({
%r4996 = "test.op"() ({
%r4997 = "test.op"() ({
%r4998 = "test.op"() ({
%r4999 = "test.op"() ({
%r5000 = "test.op"() ({
%r5001 = "test.op"() ({
%r5002 = "test.op"() ({
%r5003 = "test.op"() ({
%r5004 = "test.op"() ({
%r5005 = "test.op"() ({
%r5006 = "test.op"() ({
%r5007 = "test.op"() ({
%r5008 = "test.op"() ({
%r5009 = "test.op"() ({
%r5010 = "test.op"() ({
%r5011 = "test.op"() ({
%r5012 = "test.op"() ({
%r5013 = "test.op"() ({
%r5014 = "test.op"() ({
%r5015 = "test.op"() ({
%r5016 = "test.op"() ({
%r5017 = "test.op"() ({
%r5018 = "test.op"() ({
%r5019 = "test.op"() ({
%r5020 = "test.op"() ({
%r5021 = "test.op"() ({
%r5022 = "test.op"() ({
%r5023 = "test.op"() ({
%r5024 = "test.op"() ({
%r5025 = "test.op"() ({
%r5026 = "test.op"() ({
%r5027 = "test.op"() ({
%r5028 = "test.op"() ({
%r5029 = "test.op"() ({
%r5030 = "test.op"() ({
%r5031 = "test.op"() ({
%r5032 = "test.op"() ({
%r5033 = "test.op"() ({
%r5034 = "test.op"() ({
%r5035 = "test.op"() ({
%r5036 = "test.op"() ({
%r5037 = "test.op"() ({
%r5038 = "test.op"() ({
%r5039 = "test.op"() ({
%r5040 = "test.op"() ({
%r5041 = "test.op"() ({
%r5042 = "test.op"() ({
%r5043 = "test.op"() ({
%r5044 = "test.op"() ({
%r5045 = "test.op"() ({
%r5046 = "test.op"() ({
%r5047 = "test.op"() ({
%r5048 = "test.op"() ({
%r5049 = "test.op"() ({
%r5050 = "test.op"() ({
%r5051 = "test.op"() ({
%r5052 = "test.op"() ({
%r5053 = "test.op"() ({
%r5054 = "test.op"() ({
%r5055 = "test.op"() ({
%r5056 = "test.op"() ({
%r5057 = "test.op"() ({
%r5058 = "test.op"() ({
%r5059 = "test.op"() ({
%r5060 = "test.op"() ({
%r5061 = "test.op"() ({
%r5062 = "test.op"() ({
%r5063 = "test.op"() ({
%r5064 = "test.op"() ({
%r5065 = "test.op"() ({
%r5066 = "test.op"() ({
%r5067 = "test.op"() ({
%r5068 = "test.op"() ({
%r5069 = "test.op"() ({
%r5070 = "test.op"() ({
%r5071 = "test.op"() ({
%r5072 = "test.op"() ({
%r5073 = "test.op"() ({
%r5074 = "test.op"() ({
%r5075 = "test.op"() ({
%r5076 = "test.op"() ({
%r5077 = "test.op"() ({
%r5078 = "test.op"() ({
%r5079 = "test.op"() ({
%r5080 = "test.op"() ({
%r5081 = "test.op"() ({
%r5082 = "test.op"() ({
%r5083 = "test.op"() ({
%r5084 = "test.op"() ({
%r5085 = "test.op"() ({
%r5086 = "test.op"() ({
%r5087 = "test.op"() ({
%r5088 = "test.op"() ({
%r5089 = "test.op"() ({
%r5090 = "test.op"() ({
%r5091 = "test.op"() ({
%r5092 = "test.op"() ({
%r5093 = "test.op"() ({
%r5094 = "test.op"() ({
%r5095 = "test.op"() ({
%r5096 = "test.op"() ({
%r5097 = "test.op"() ({
%r5098 = "test.op"() ({
%r5099 = "test.op"() ({
%r5100 = "test.op"() ({
%r5101 = "test.op"() ({
%r5102 = "test.op"() ({
%r5103 = "test.op"() ({
%r5104 = "test.op"() ({
%r5105 = "test.op"() ({
%r5106 = "test.op"() ({
%r5107 = "test.op"() ({
%r5108 = "test.op"() ({
%r5109 = "test.op"() ({
%r5110 = "test.op"() ({
%r5111 = "test.op"() ({
%r5112 = "test.op"() ({
%r5113 = "test.op"() ({
%r5114 = "test.op"() ({
%r5115 = "test.op"() ({
%r5116 = "test.op"() ({
%r5117 = "test.op"() ({
%r5118 = "test.op"() ({
%r5119 = "test.op"() ({
%r5120 = "test.op"() ({
%r5121 = "test.op"() ({
%r5122 = "test.op"() ({
%r5123 = "test.op"() ({
%r5124 = "test.op"() ({
%r5125 = "test.op"() ({
%r5126 = "test.op"() ({
%r5127 = "test.op"() ({
%r5128 = "test.op"() ({
%r5129 = "test.op"() ({
%r5130 = "test.op"() ({
%r5131 = "test.op"() ({
%r5132 = "test.op"() ({
%r5133 = "test.op"() ({
%r5134 = "test.op"() ({
%r5135 = "test.op"() ({
%r5136 = "test.op"() ({
%r5137 = "test.op"() ({
%r5138 = "test.op"() ({
%r5139 = "test.op"() ({
%r5140 = "test.op"() ({
%r5141 = "test.op"() ({
%r5142 = "test.op"() ({
%r5143 = "test.op"() ({
%r5144 = "test.op"() ({
%r5145 = "test.op"() ({
%r5146 = "test.op"() ({
%r5147 = "test.op"() ({
%r5148 = "test.op"() ({
%r5149 = "test.op"() ({
%r5150 = "test.op"() ({
%r5151 = "test.op"() ({
%r5152 = "test.op"() ({
%r5153 = "test.op"() ({
%r5154 = "test.op"() ({
%r5155 = "test.op"() ({
%r5156 = "test.op"() ({
%r5157 = "test.op"() ({
%r5158 = "test.op"() ({
%r5159 = "test.op"() ({
%r5160 = "test.op"() ({
%r5161 = "test.op"() ({
%r5162 = "test.op"() ({
%r5163 = "test.op"() ({
%r5164 = "test.op"() ({
%r5165 = "test.op"() ({
%r5166 = "test.op"() ({
%r5167 = "test.op"() ({
%r5168 = "test.op"() ({
%r5169 = "test.op"() ({
%r5170 = "test.op"() ({
%r5171 = "test.op"() ({
%r5172 = "test.op"() ({
%r5173 = "test.op"() ({
%r5174 = "test.op"() ({
%r5175 = "test.op"() ({
%r5176 = "test.op"() ({
%r5177 = "test.op"() ({
%r5178 = "test.op"() ({
%r5179 = "test.op"() ({
%r5180 = "test.op"() ({
%r5181 = "test.op"() ({
%r5182 = "test.op"() ({
%r5183 = "test.op"() ({
%r5184 = "test.op"() ({
%r5185 = "test.op"() ({
%r5186 = "test.op"() ({
%r5187 = "test.op"() ({
%r5188 = "test.op"() ({
%r5189 = "test.op"() ({
%r5190 = "test.op"() ({
%r5191 = "test.op"() ({
%r5192 = "test.op"() ({
%r5193 = "test.op"() ({
%r5194 = "test.op"() ({
%r5195 = "test.op"() ({
%r5196 = "test.op"() ({
%r5197 = "test.op"() ({
%r5198 = "test.op"() ({
%r5199 = "test.op"() ({
%r5200 = "test.op"() ({
%r5201 = "test.op"() ({
%r5202 = "test.op"() ({
%r5203 = "test.op"() ({
%r5204 = "test.op"() ({
%r5205 = "test.op"() ({
%r5206 = "test.op"() ({
%r5207 = "test.op"() ({
%r5208 = "test.op"() ({
%r5209 = "test.op"() ({
%r5210 = "test.op"() ({
%r5211 = "test.op"() ({
%r5212 = "test.op"() ({
%r5213 = "test.op"() ({
%r5214 = "test.op"() ({
%r5215 = "test.op"() ({
%r5216 = "test.op"() ({
%r5217 = "test.op"() ({
%r5218 = "test.op"() ({
%r5219 = "test.op"() ({
%r5220 = "test.op"() ({
%r5221 = "test.op"() ({
%r5222 = "test.op"() ({
%r5223 = "test.op"() ({
%r5224 = "test.op"() ({
%r5225 = "test.op"() ({
%r5226 = "test.op"() ({
%r5227 = "test.op"() ({
%r5228 = "test.op"() ({
%r5229 = "test.op"() ({
%r5230 = "test.op"() ({
%r5231 = "test.op"() ({
%r5232 = "test.op"() ({
%r5233 = "test.op"() ({
%r5234 = "test.op"() ({
%r5235 = "test.op"() ({
%r5236 = "test.op"() ({
%r5237 = "test.op"() ({
%r5238 = "test.op"() ({
%r5239 = "test.op"() ({
%r5240 = "test.op"() ({
%r5241 = "test.op"() ({
%r5242 = "test.op"() ({
%r5243 = "test.op"() ({
%r5244 = "test.op"() ({
%r5245 = "test.op"() ({
%r5246 = "test.op"() ({
%r5247 = "test.op"() ({
%r5248 = "test.op"() ({
%r5249 = "test.op"() ({
%r5250 = "test.op"() ({
%r5251 = "test.op"() ({
%r5252 = "test.op"() ({
%r5253 = "test.op"() ({
%r5254 = "test.op"() ({
%r5255 = "test.op"() ({
%r5256 = "test.op"() ({
%r5257 = "test.op"() ({
%r5258 = "test.op"() ({
%r5259 = "test.op"() ({
%r5260 = "test.op"() ({
%r5261 = "test.op"() ({
%r5262 = "test.op"() ({
%r5263 = "test.op"() ({
%r5264 = "test.op"() ({
%r5265 = "test.op"() ({
%r5266 = "test.op"() ({
%r5267 = "test.op"() ({
%r5268 = "test.op"() ({
%r5269 = "test.op"() ({
%r5270 = "test.op"() ({
%r5271 = "test.op"() ({
%r5272 = "test.op"() ({
%r5273 = "test.op"() ({
%r5274 = "test.op"() ({
%r5275 = "test.op"() ({
%r5276 = "test.op"() ({
%r5277 = "test.op"() ({
%r5278 = "test.op"() ({
%r5279 = "test.op"() ({
%r5280 = "test.op"() ({
%r5281 = "test.op"() ({
%r5282 = "test.op"() ({
%r5283 = "test.op"() ({
%r5284 = "test.op"() ({
%r5285 = "test.op"() ({
%r5286 = "test.op"() ({
%r5287 = "test.op"() ({
%r5288 = "test.op"() ({
%r5289 = "test.op"() ({
%r5290 = "test.op"() ({
%r5291 = "test.op"() ({
%r5292 = "test.op"() ({
%r5293 = "test.op"() ({
%r5294 = "test.op"() ({
%r5295 = "test.op"() ({
%r5296 = "test.op"() ({
%r5297 = "test.op"() ({
%r5298 = "test.op"() ({
%r5299 = "test.op"() ({
%r5300 = "test.op"() ({
%r5301 = "test.op"() ({
%r5302 = "test.op"() ({
%r5303 = "test.op"() ({
%r5304 = "test.op"() ({
%r5305 = "test.op"() ({
%r5306 = "test.op"() ({
%r5307 = "test.op"() ({
%r5308 = "test.op"() ({
%r5309 = "test.op"() ({
%r5310 = "test.op"() ({
%r5311 = "test.op"() ({
%r5312 = "test.op"() ({
%r5313 = "test.op"() ({
%r5314 = "test.op"() ({
%r5315 = "test.op"() ({
%r5316 = "test.op"() ({
%r5317 = "test.op"() ({
%r5318 = "test.op"() ({
%r5319 = "test.op"() ({
%r5320 = "test.op"() ({
%r5321 = "test.op"() ({
%r5322 = "test.op"() ({
%r5323 = "test.op"() ({
%r5324 = "test.op"() ({
%r5325 = "test.op"() ({
%r5326 = "test.op"() ({
%r5327 = "test.op"() ({
%r5328 = "test.op"() ({
%r5329 = "test.op"() ({
%r5330 = "test.op"() ({
%r5331 = "test.op"() ({
%r5332 = "test.op"() ({
%r5333 = "test.op"() ({
%r5334 = "test.op"() ({
%r5335 = "test.op"() ({
%r5336 = "test.op"() ({
%r5337 = "test.op"() ({
%r5338 = "test.op"() ({
%r5339 = "test.op"() ({
%r5340 = "test.op"() ({
%r5341 = "test.op"() ({
%r5342 = "test.op"() ({
%r5343 = "test.op"() ({
%r5344 = "test.op"() ({
%r5345 = "test.op"() ({
%r5346 = "test.op"() ({
%r5347 = "test.op"() ({
%r5348 = "test.op"() ({
%r5349 = "test.op"() ({
%r5350 = "test.op"() ({
%r5351 = "test.op"() ({
%r5352 = "test.op"() ({
%r5353 = "test.op"() ({
%r5354 = "test.op"() ({
%r5355 = "test.op"() ({
%r5356 = "test.op"() ({
%r5357 = "test.op"() ({
%r5358 = "test.op"() ({
%r5359 = "test.op"() ({
%r5360 = "test.op"() ({
%r5361 = "test.op"() ({
%r5362 = "test.op"() ({
%r5363 = "test.op"() ({
%r5364 = "test.op"() ({
%r5365 = "test.op"() ({
%r5366 = "test.op"() ({
%r5367 = "test.op"() ({
%r5368 = "test.op"() ({
%r5369 = "test.op"() ({
%r5370 = "test.op"() ({
%r5371 = "test.op"() ({
%r5372 = "test.op"() ({
%r5373 = "test.op"() ({
%r5374 = "test.op"() ({
%r5375 = "test.op"() ({
%r5376 = "test.op"() ({
%r5377 = "test.op"() ({
%r5378 = "test.op"() ({
%r5379 = "test.op"() ({
%r5380 = "test.op"() ({
%r5381 = "test.op"() ({
%r5382 = "test.op"() ({
%r5383 = "test.op"() ({
%r5384 = "test.op"() ({
%r5385 = "test.op"() ({
%r5386 = "test.op"() ({
%r5387 = "test.op"() ({
%r5388 = "test.op"() ({
%r5389 = "test.op"() ({
%r5390 = "test.op"() ({
%r5391 = "test.op"() ({
%r5392 = "test.op"() ({
%r5393 = "test.op"() ({
%r5394 = "test.op"() ({
%r5395 = "test.op"() ({
%r5396 = "test.op"() ({
%r5397 = "test.op"() ({
%r5398 = "test.op"() ({
%r5399 = "test.op"() ({
%r5400 = "test.op"() ({
%r5401 = "test.op"() ({
%r5402 = "test.op"() ({
%r5403 = "test.op"() ({
%r5404 = "test.op"() ({
%r5405 = "test.op"() ({
%r5406 = "test.op"() ({
%r5407 = "test.op"() ({
%r5408 = "test.op"() ({
%r5409 = "test.op"() ({
%r5410 = "test.op"() ({
%r5411 = "test.op"() ({
%r5412 = "test.op"() ({
%r5413 = "test.op"() ({
%r5414 = "test.op"() ({
%r5415 = "test.op"() ({
%r5416 = "test.op"() ({
%r5417 = "test.op"() ({
%r5418 = "test.op"() ({
%r5419 = "test.op"() ({
%r5420 = "test.op"() ({
%r5421 = "test.op"() ({
%r5422 = "test.op"() ({
%r5423 = "test.op"() ({
%r5424 = "test.op"() ({
%r5425 = "test.op"() ({
%r5426 = "test.op"() ({
%r5427 = "test.op"() ({
%r5428 = "test.op"() ({
%r5429 = "test.op"() ({
%r5430 = "test.op"() ({
%r5431 = "test.op"() ({
%r5432 = "test.op"() ({
%r5433 = "test.op"() ({
%r5434 = "test.op"() ({
%r5435 = "test.op"() ({
%r5436 = "test.op"() ({
%r5437 = "test.op"() ({
%r5438 = "test.op"() ({
%r5439 = "test.op"() ({
%r5440 = "test.op"() ({
%r5441 = "test.op"() ({
%r5442 = "test.op"() ({
%r5443 = "test.op"() ({
%r5444 = "test.op"() ({
%r5445 = "test.op"() ({
%r5446 = "test.op"() ({
%r5447 = "test.op"() ({
%r5448 = "test.op"() ({
%r5449 = "test.op"() ({
%r5450 = "test.op"() ({
%r5451 = "test.op"() ({
%r5452 = "test.op"() ({
%r5453 = "test.op"() ({
%r5454 = "test.op"() ({
%r5455 = "test.op"() ({
%r5456 = "test.op"() ({
%r5457 = "test.op"() ({
%r5458 = "test.op"() ({
%r5459 = "test.op"() ({
%r5460 = "test.op"() ({
%r5461 = "test.op"() ({
%r5462 = "test.op"() ({
%r5463 = "test.op"() ({
%r5464 = "test.op"() ({
%r5465 = "test.op"() ({
%r5466 = "test.op"() ({
%r5467 = "test.op"() ({
%r5468 = "test.op"() ({
%r5469 = "test.op"() ({
%r5470 = "test.op"() ({
%r5471 = "test.op"() ({
%r5472 = "test.op"() ({
%r5473 = "test.op"() ({
%r5474 = "test.op"() ({
%r5475 = "test.op"() ({
%r5476 = "test.op"() ({
%r5477 = "test.op"() ({
%r5478 = "test.op"() ({
%r5479 = "test.op"() ({
%r5480 = "test.op"() ({
%r5481 = "test.op"() ({
%r5482 = "test.op"() ({
%r5483 = "test.op"() ({
%r5484 = "test.op"() ({
%r5485 = "test.op"() ({
%r5486 = "test.op"() ({
%r5487 = "test.op"() ({
%r5488 = "test.op"() ({
%r5489 = "test.op"() ({
%r5490 = "test.op"() ({
%r5491 = "test.op"() ({
%r5492 = "test.op"() ({
%r5493 = "test.op"() ({
%r5494 = "test.op"() ({
%r5495 = "test.op"() ({
%r5496 = "test.op"() ({
%r5497 = "test.op"() ({
%r5498 = "test.op"() ({
%r5499 = "test.op"() ({
%r5500 = "test.op"() ({
%r5501 = "test.op"() ({
%r5502 = "test.op"() ({
%r5503 = "test.op"() ({
%r5504 = "test.op"() ({
%r5505 = "test.op"() ({
%r5506 = "test.op"() ({
%r5507 = "test.op"() ({
%r5508 = "test.op"() ({
%r5509 = "test.op"() ({
%r5510 = "test.op"() ({
%r5511 = "test.op"() ({
%r5512 = "test.op"() ({
%r5513 = "test.op"() ({
%r5514 = "test.op"() ({
%r5515 = "test.op"() ({
%r5516 = "test.op"() ({
%r5517 = "test.op"() ({
%r5518 = "test.op"() ({
%r5519 = "test.op"() ({
%r5520 = "test.op"() ({
%r5521 = "test.op"() ({
%r5522 = "test.op"() ({
%r5523 = "test.op"() ({
%r5524 = "test.op"() ({
%r5525 = "test.op"() ({
%r5526 = "test.op"() ({
%r5527 = "test.op"() ({
%r5528 = "test.op"() ({
%r5529 = "test.op"() ({
%r5530 = "test.op"() ({
%r5531 = "test.op"() ({
%r5532 = "test.op"() ({
%r5533 = "test.op"() ({
%r5534 = "test.op"() ({
%r5535 = "test.op"() ({
%r5536 = "test.op"() ({
%r5537 = "test.op"() ({
%r5538 = "test.op"() ({
%r5539 = "test.op"() ({
%r5540 = "test.op"() ({
%r5541 = "test.op"() ({
%r5542 = "test.op"() ({
%r5543 = "test.op"() ({
%r5544 = "test.op"() ({
%r5545 = "test.op"() ({
%r5546 = "test.op"() ({
%r5547 = "test.op"() ({
%r5548 = "test.op"() ({
%r5549 = "test.op"() ({
%r5550 = "test.op"() ({
%r5551 = "test.op"() ({
%r5552 = "test.op"() ({
%r5553 = "test.op"() ({
%r5554 = "test.op"() ({
%r5555 = "test.op"() ({
%r5556 = "test.op"() ({
%r5557 = "test.op"() ({
%r5558 = "test.op"() ({
%r5559 = "test.op"() ({
%r5560 = "test.op"() ({
%r5561 = "test.op"() ({
%r5562 = "test.op"() ({
%r5563 = "test.op"() ({
%r5564 = "test.op"() ({
%r5565 = "test.op"() ({
%r5566 = "test.op"() ({
%r5567 = "test.op"() ({
%r5568 = "test.op"() ({
%r5569 = "test.op"() ({
%r5570 = "test.op"() ({
%r5571 = "test.op"() ({
%r5572 = "test.op"() ({
%r5573 = "test.op"() ({
%r5574 = "test.op"() ({
%r5575 = "test.op"() ({
%r5576 = "test.op"() ({
%r5577 = "test.op"() ({
%r5578 = "test.op"() ({
%r5579 = "test.op"() ({
%r5580 = "test.op"() ({
%r5581 = "test.op"() ({
%r5582 = "test.op"() ({
%r5583 = "test.op"() ({
%r5584 = "test.op"() ({
%r5585 = "test.op"() ({
%r5586 = "test.op"() ({
%r5587 = "test.op"() ({
%r5588 = "test.op"() ({
%r5589 = "test.op"() ({
%r5590 = "test.op"() ({
%r5591 = "test.op"() ({
%r5592 = "test.op"() ({
%r5593 = "test.op"() ({
%r5594 = "test.op"() ({
%r5595 = "test.op"() ({
%r5596 = "test.op"() ({
%r5597 = "test.op"() ({
%r5598 = "test.op"() ({
%r5599 = "test.op"() ({
%r5600 = "test.op"() ({
%r5601 = "test.op"() ({
%r5602 = "test.op"() ({
%r5603 = "test.op"() ({
%r5604 = "test.op"() ({
%r5605 = "test.op"() ({
%r5606 = "test.op"() ({
%r5607 = "test.op"() ({
%r5608 = "test.op"() ({
%r5609 = "test.op"() ({
%r5610 = "test.op"() ({
%r5611 = "test.op"() ({
%r5612 = "test.op"() ({
%r5613 = "test.op"() ({
%r5614 = "test.op"() ({
%r5615 = "test.op"() ({
%r5616 = "test.op"() ({
%r5617 = "test.op"() ({
%r5618 = "test.op"() ({
%r5619 = "test.op"() ({
%r5620 = "test.op"() ({
%r5621 = "test.op"() ({
%r5622 = "test.op"() ({
%r5623 = "test.op"() ({
%r5624 = "test.op"() ({
%r5625 = "test.op"() ({
%r5626 = "test.op"() ({
%r5627 = "test.op"() ({
%r5628 = "test.op"() ({
%r5629 = "test.op"() ({
%r5630 = "test.op"() ({
%r5631 = "test.op"() ({
%r5632 = "test.op"() ({
%r5633 = "test.op"() ({
%r5634 = "test.op"() ({
%r5635 = "test.op"() ({
%r5636 = "test.op"() ({
%r5637 = "test.op"() ({
%r5638 = "test.op"() ({
%r5639 = "test.op"() ({
%r5640 = "test.op"() ({
%r5641 = "test.op"() ({
%r5642 = "test.op"() ({
%r5643 = "test.op"() ({
%r5644 = "test.op"() ({
%r5645 = "test.op"() ({
%r5646 = "test.op"() ({
%r5647 = "test.op"() ({
%r5648 = "test.op"() ({
%r5649 = "test.op"() ({
%r5650 = "test.op"() ({
%r5651 = "test.op"() ({
%r5652 = "test.op"() ({
%r5653 = "test.op"() ({
%r5654 = "test.op"() ({
%r5655 = "test.op"() ({
%r5656 = "test.op"() ({
%r5657 = "test.op"() ({
%r5658 = "test.op"() ({
%r5659 = "test.op"() ({
%r5660 = "test.op"() ({
%r5661 = "test.op"() ({
%r5662 = "test.op"() ({
%r5663 = "test.op"() ({
%r5664 = "test.op"() ({
%r5665 = "test.op"() ({
%r5666 = "test.op"() ({
%r5667 = "test.op"() ({
%r5668 = "test.op"() ({
%r5669 = "test.op"() ({
%r5670 = "test.op"() ({
%r5671 = "test.op"() ({
%r5672 = "test.op"() ({
%r5673 = "test.op"() ({
%r5674 = "test.op"() ({
%r5675 = "test.op"() ({
%r5676 = "test.op"() ({
%r5677 = "test.op"() ({
%r5678 = "test.op"() ({
%r5679 = "test.op"() ({
%r5680 = "test.op"() ({
%r5681 = "test.op"() ({
%r5682 = "test.op"() ({
%r5683 = "test.op"() ({
%r5684 = "test.op"() ({
%r5685 = "test.op"() ({
%r5686 = "test.op"() ({
%r5687 = "test.op"() ({
%r5688 = "test.op"() ({
%r5689 = "test.op"() ({
%r5690 = "test.op"() ({
%r5691 = "test.op"() ({
%r5692 = "test.op"() ({
%r5693 = "test.op"() ({
%r5694 = "test.op"() ({
%r5695 = "test.op"() ({
%r5696 = "test.op"() ({
%r5697 = "test.op"() ({
%r5698 = "test.op"() ({
%r5699 = "test.op"() ({
%r5700 = "test.op"() ({
%r5701 = "test.op"() ({
%r5702 = "test.op"() ({
%r5703 = "test.op"() ({
%r5704 = "test.op"() ({
%r5705 = "test.op"() ({
%r5706 = "test.op"() ({
%r5707 = "test.op"() ({
%r5708 = "test.op"() ({
%r5709 = "test.op"() ({
%r5710 = "test.op"() ({
%r5711 = "test.op"() ({
%r5712 = "test.op"() ({
%r5713 = "test.op"() ({
%r5714 = "test.op"() ({
%r5715 = "test.op"() ({
%r5716 = "test.op"() ({
%r5717 = "test.op"() ({
%r5718 = "test.op"() ({
%r5719 = "test.op"() ({
%r5720 = "test.op"() ({
%r5721 = "test.op"() ({
%r5722 = "test.op"() ({
%r5723 = "test.op"() ({
%r5724 = "test.op"() ({
%r5725 = "test.op"() ({
%r5726 = "test.op"() ({
%r5727 = "test.op"() ({
%r5728 = "test.op"() ({
%r5729 = "test.op"() ({
%r5730 = "test.op"() ({
%r5731 = "test.op"() ({
%r5732 = "test.op"() ({
%r5733 = "test.op"() ({
%r5734 = "test.op"() ({
%r5735 = "test.op"() ({
%r5736 = "test.op"() ({
%r5737 = "test.op"() ({
%r5738 = "test.op"() ({
%r5739 = "test.op"() ({
%r5740 = "test.op"() ({
%r5741 = "test.op"() ({
%r5742 = "test.op"() ({
%r5743 = "test.op"() ({
%r5744 = "test.op"() ({
%r5745 = "test.op"() ({
%r5746 = "test.op"() ({
%r5747 = "test.op"() ({
%r5748 = "test.op"() ({
%r5749 = "test.op"() ({
%r5750 = "test.op"() ({
%r5751 = "test.op"() ({
%r5752 = "test.op"() ({
%r5753 = "test.op"() ({
%r5754 = "test.op"() ({
%r5755 = "test.op"() ({
%r5756 = "test.op"() ({
%r5757 = "test.op"() ({
%r5758 = "test.op"() ({
%r5759 = "test.op"() ({
%r5760 = "test.op"() ({
%r5761 = "test.op"() ({
%r5762 = "test.op"() ({
%r5763 = "test.op"() ({
%r5764 = "test.op"() ({
%r5765 = "test.op"() ({
%r5766 = "test.op"() ({
%r5767 = "test.op"() ({
%r5768 = "test.op"() ({
%r5769 = "test.op"() ({
%r5770 = "test.op"() ({
%r5771 = "test.op"() ({
%r5772 = "test.op"() ({
%r5773 = "test.op"() ({
%r5774 = "test.op"() ({
%r5775 = "test.op"() ({
%r5776 = "test.op"() ({
%r5777 = "test.op"() ({
%r5778 = "test.op"() ({
%r5779 = "test.op"() ({
%r5780 = "test.op"() ({
%r5781 = "test.op"() ({
%r5782 = "test.op"() ({
%r5783 = "test.op"() ({
%r5784 = "test.op"() ({
%r5785 = "test.op"() ({
%r5786 = "test.op"() ({
%r5787 = "test.op"() ({
%r5788 = "test.op"() ({
%r5789 = "test.op"() ({
%r5790 = "test.op"() ({
%r5791 = "test.op"() ({
%r5792 = "test.op"() ({
%r5793 = "test.op"() ({
%r5794 = "test.op"() ({
%r5795 = "test.op"() ({
%r5796 = "test.op"() ({
%r5797 = "test.op"() ({
%r5798 = "test.op"() ({
%r5799 = "test.op"() ({
%r5800 = "test.op"() ({
%r5801 = "test.op"() ({
%r5802 = "test.op"() ({
%r5803 = "test.op"() ({
%r5804 = "test.op"() ({
%r5805 = "test.op"() ({
%r5806 = "test.op"() ({
%r5807 = "test.op"() ({
%r5808 = "test.op"() ({
%r5809 = "test.op"() ({
%r5810 = "test.op"() ({
%r5811 = "test.op"() ({
%r5812 = "test.op"() ({
%r5813 = "test.op"() ({
%r5814 = "test.op"() ({
%r5815 = "test.op"() ({
%r5816 = "test.op"() ({
%r5817 = "test.op"() ({
%r5818 = "test.op"() ({
%r5819 = "test.op"() ({
%r5820 = "test.op"() ({
%r5821 = "test.op"() ({
%r5822 = "test.op"() ({
%r5823 = "test.op"() ({
%r5824 = "test.op"() ({
%r5825 = "test.op"() ({
%r5826 = "test.op"() ({
%r5827 = "test.op"() ({
%r5828 = "test.op"() ({
%r5829 = "test.op"() ({
%r5830 = "test.op"() ({
%r5831 = "test.op"() ({
%r5832 = "test.op"() ({
%r5833 = "test.op"() ({
%r5834 = "test.op"() ({
%r5835 = "test.op"() ({
%r5836 = "test.op"() ({
%r5837 = "test.op"() ({
%r5838 = "test.op"() ({
%r5839 = "test.op"() ({
%r5840 = "test.op"() ({
%r5841 = "test.op"() ({
%r5842 = "test.op"() ({
%r5843 = "test.op"() ({
%r5844 = "test.op"() ({
%r5845 = "test.op"() ({
%r5846 = "test.op"() ({
%r5847 = "test.op"() ({
%r5848 = "test.op"() ({
%r5849 = "test.op"() ({
%r5850 = "test.op"() ({
%r5851 = "test.op"() ({
%r5852 = "test.op"() ({
%r5853 = "test.op"() ({
%r5854 = "test.op"() ({
%r5855 = "test.op"() ({
%r5856 = "test.op"() ({
%r5857 = "test.op"() ({
%r5858 = "test.op"() ({
%r5859 = "test.op"() ({
%r5860 = "test.op"() ({
%r5861 = "test.op"() ({
%r5862 = "test.op"() ({
%r5863 = "test.op"() ({
%r5864 = "test.op"() ({
%r5865 = "test.op"() ({
%r5866 = "test.op"() ({
%r5867 = "test.op"() ({
%r5868 = "test.op"() ({
%r5869 = "test.op"() ({
%r5870 = "test.op"() ({
%r5871 = "test.op"() ({
%r5872 = "test.op"() ({
%r5873 = "test.op"() ({
%r5874 = "test.op"() ({
%r5875 = "test.op"() ({
%r5876 = "test.op"() ({
%r5877 = "test.op"() ({
%r5878 = "test.op"() ({
%r5879 = "test.op"() ({
%r5880 = "test.op"() ({
%r5881 = "test.op"() ({
%r5882 = "test.op"() ({
%r5883 = "test.op"() ({
%r5884 = "test.op"() ({
%r5885 = "test.op"() ({
%r5886 = "test.op"() ({
%r5887 = "test.op"() ({
%r5888 = "test.op"() ({
%r5889 = "test.op"() ({
%r5890 = "test.op"() ({
%r5891 = "test.op"() ({
%r5892 = "test.op"() ({
%r5893 = "test.op"() ({
%r5894 = "test.op"() ({
%r5895 = "test.op"() ({
%r5896 = "test.op"() ({
%r5897 = "test.op"() ({
%r5898 = "test.op"() ({
%r5899 = "test.op"() ({
%r5900 = "test.op"() ({
%r5901 = "test.op"() ({
%r5902 = "test.op"() ({
%r5903 = "test.op"() ({
%r5904 = "test.op"() ({
%r5905 = "test.op"() ({
%r5906 = "test.op"() ({
%r5907 = "test.op"() ({
%r5908 = "test.op"() ({
%r5909 = "test.op"() ({
%r5910 = "test.op"() ({
%r5911 = "test.op"() ({
%r5912 = "test.op"() ({
%r5913 = "test.op"() ({
%r5914 = "test.op"() ({
%r5915 = "test.op"() ({
%r5916 = "test.op"() ({
%r5917 = "test.op"() ({
%r5918 = "test.op"() ({
%r5919 = "test.op"() ({
%r5920 = "test.op"() ({
%r5921 = "test.op"() ({
%r5922 = "test.op"() ({
%r5923 = "test.op"() ({
%r5924 = "test.op"() ({
%r5925 = "test.op"() ({
%r5926 = "test.op"() ({
%r5927 = "test.op"() ({
%r5928 = "test.op"() ({
%r5929 = "test.op"() ({
%r5930 = "test.op"() ({
%r5931 = "test.op"() ({
%r5932 = "test.op"() ({
%r5933 = "test.op"() ({
%r5934 = "test.op"() ({
%r5935 = "test.op"() ({
%r5936 = "test.op"() ({
%r5937 = "test.op"() ({
%r5938 = "test.op"() ({
%r5939 = "test.op"() ({
%r5940 = "test.op"() ({
%r5941 = "test.op"() ({
%r5942 = "test.op"() ({
%r5943 = "test.op"() ({
%r5944 = "test.op"() ({
%r5945 = "test.op"() ({
%r5946 = "test.op"() ({
%r5947 = "test.op"() ({
%r5948 = "test.op"() ({
%r5949 = "test.op"() ({
%r5950 = "test.op"() ({
%r5951 = "test.op"() ({
%r5952 = "test.op"() ({
%r5953 = "test.op"() ({
%r5954 = "test.op"() ({
%r5955 = "test.op"() ({
%r5956 = "test.op"() ({
%r5957 = "test.op"() ({
%r5958 = "test.op"() ({
%r5959 = "test.op"() ({
%r5960 = "test.op"() ({
%r5961 = "test.op"() ({
%r5962 = "test.op"() ({
%r5963 = "test.op"() ({
%r5964 = "test.op"() ({
%r5965 = "test.op"() ({
%r5966 = "test.op"() ({
%r5967 = "test.op"() ({
%r5968 = "test.op"() ({
%r5969 = "test.op"() ({
%r5970 = "test.op"() ({
%r5971 = "test.op"() ({
%r5972 = "test.op"() ({
%r5973 = "test.op"() ({
%r5974 = "test.op"() ({
%r5975 = "test.op"() ({
%r5976 = "test.op"() ({
%r5977 = "test.op"() ({
%r5978 = "test.op"() ({
%r5979 = "test.op"() ({
%r5980 = "test.op"() ({
%r5981 = "test.op"() ({
%r5982 = "test.op"() ({
%r5983 = "test.op"() ({
%r5984 = "test.op"() ({
%r5985 = "test.op"() ({
%r5986 = "test.op"() ({
%r5987 = "test.op"() ({
%r5988 = "test.op"() ({
%r5989 = "test.op"() ({
%r5990 = "test.op"() ({
%r5991 = "test.op"() ({
%r5992 = "test.op"() ({
%r5993 = "test.op"() ({
%r5994 = "test.op"() ({
%r5995 = "test.op"() ({
%r5996 = "test.op"() ({
%r5997 = "test.op"() ({
%r5998 = "test.op"() ({
%r5999 = "test.op"() ({
%r6000 = "test.op"() ({
%r6001 = "test.op"() ({
%r6002 = "test.op"() ({
%r6003 = "test.op"() ({
%r6004 = "test.op"() ({
%r6005 = "test.op"() ({
%r6006 = "test.op"() ({
%r6007 = "test.op"() ({
%r6008 = "test.op"() ({
%r6009 = "test.op"() ({
%r6010 = "test.op"() ({
%r6011 = "test.op"() ({
%r6012 = "test.op"() ({
%r6013 = "test.op"() ({
%r6014 = "test.op"() ({
%r6015 = "test.op"() ({
%r6016 = "test.op"() ({
%r6017 = "test.op"() ({
%r6018 = "test.op"() ({
%r6019 = "test.op"() ({
%r6020 = "test.op"() ({
%r6021 = "test.op"() ({
%r6022 = "test.op"() ({
%r6023 = "test.op"() ({
%r6024 = "test.op"() ({
%r6025 = "test.op"() ({
%r6026 = "test.op"() ({
%r6027 = "test.op"() ({
%r6028 = "test.op"() ({
%r6029 = "test.op"() ({
%r6030 = "test.op"() ({
%r6031 = "test.op"() ({
%r6032 = "test.op"() ({
%r6033 = "test.op"() ({
%r6034 = "test.op"() ({
%r6035 = "test.op"() ({
%r6036 = "test.op"() ({
%r6037 = "test.op"() ({
%r6038 = "test.op"() ({
%r6039 = "test.op"() ({
%r6040 = "test.op"() ({
%r6041 = "test.op"() ({
%r6042 = "test.op"() ({
%r6043 = "test.op"() ({
%r6044 = "test.op"() ({
%r6045 = "test.op"() ({
%r6046 = "test.op"() ({
%r6047 = "test.op"() ({
%r6048 = "test.op"() ({
%r6049 = "test.op"() ({
%r6050 = "test.op"() ({
%r6051 = "test.op"() ({
%r6052 = "test.op"() ({
%r6053 = "test.op"() ({
%r6054 = "test.op"() ({
%r6055 = "test.op"() ({
%r6056 = "test.op"() ({
%r6057 = "test.op"() ({
%r6058 = "test.op"() ({
%r6059 = "test.op"() ({
%r6060 = "test.op"() ({
%r6061 = "test.op"() ({
%r6062 = "test.op"() ({
%r6063 = "test.op"() ({
%r6064 = "test.op"() ({
%r6065 = "test.op"() ({
%r6066 = "test.op"() ({
%r6067 = "test.op"() ({
%r6068 = "test.op"() ({
%r6069 = "test.op"() ({
%r6070 = "test.op"() ({
%r6071 = "test.op"() ({
%r6072 = "test.op"() ({
%r6073 = "test.op"() ({
%r6074 = "test.op"() ({
%r6075 = "test.op"() ({
%r6076 = "test.op"() ({
%r6077 = "test.op"() ({
%r6078 = "test.op"() ({
%r6079 = "test.op"() ({
%r6080 = "test.op"() ({
%r6081 = "test.op"() ({
%r6082 = "test.op"() ({
%r6083 = "test.op"() ({
%r6084 = "test.op"() ({
%r6085 = "test.op"() ({
%r6086 = "test.op"() ({
%r6087 = "test.op"() ({
%r6088 = "test.op"() ({
%r6089 = "test.op"() ({
%r6090 = "test.op"() ({
%r6091 = "test.op"() ({
%r6092 = "test.op"() ({
%r6093 = "test.op"() ({
%r6094 = "test.op"() ({
%r6095 = "test.op"() ({
%r6096 = "test.op"() ({
%r6097 = "test.op"() ({
%r6098 = "test.op"() ({
%r6099 = "test.op"() ({
%r6100 = "test.op"() ({
%r6101 = "test.op"() ({
%r6102 = "test.op"() ({
%r6103 = "test.op"() ({
%r6104 = "test.op"() ({
%r6105 = "test.op"() ({
%r6106 = "test.op"() ({
%r6107 = "test.op"() ({
%r6108 = "test.op"() ({
%r6109 = "test.op"() ({
%r6110 = "test.op"() ({
%r6111 = "test.op"() ({
%r6112 = "test.op"() ({
%r6113 = "test.op"() ({
%r6114 = "test.op"() ({
%r6115 = "test.op"() ({
%r6116 = "test.op"() ({
%r6117 = "test.op"() ({
%r6118 = "test.op"() ({
%r6119 = "test.op"() ({
%r6120 = "test.op"() ({
%r6121 = "test.op"() ({
%r6122 = "test.op"() ({
%r6123 = "test.op"() ({
%r6124 = "test.op"() ({
%r6125 = "test.op"() ({
%r6126 = "test.op"() ({
%r6127 = "test.op"() ({
%r6128 = "test.op"() ({
%r6129 = "test.op"() ({
%r6130 = "test.op"() ({
%r6131 = "test.op"() ({
%r6132 = "test.op"() ({
%r6133 = "test.op"() ({
%r6134 = "test.op"() ({
%r6135 = "test.op"() ({
%r6136 = "test.op"() ({
%r6137 = "test.op"() ({
%r6138 = "test.op"() ({
%r6139 = "test.op"() ({
%r6140 = "test.op"() ({
%r6141 = "test.op"() ({
%r6142 = "test.op"() ({
%r6143 = "test.op"() ({
%r6144 = "test.op"() ({
%r6145 = "test.op"() ({
%r6146 = "test.op"() ({
%r6147 = "test.op"() ({
%r6148 = "test.op"() ({
%r6149 = "test.op"() ({
%r6150 = "test.op"() ({
%r6151 = "test.op"() ({
%r6152 = "test.op"() ({
%r6153 = "test.op"() ({
%r6154 = "test.op"() ({
%r6155 = "test.op"() ({
%r6156 = "test.op"() ({
%r6157 = "test.op"() ({
%r6158 = "test.op"() ({
%r6159 = "test.op"() ({
%r6160 = "test.op"() ({
%r6161 = "test.op"() ({
%r6162 = "test.op"() ({
%r6163 = "test.op"() ({
%r6164 = "test.op"() ({
%r6165 = "test.op"() ({
%r6166 = "test.op"() ({
%r6167 = "test.op"() ({
%r6168 = "test.op"() ({
%r6169 = "test.op"() ({
%r6170 = "test.op"() ({
%r6171 = "test.op"() ({
%r6172 = "test.op"() ({
%r6173 = "test.op"() ({
%r6174 = "test.op"() ({
%r6175 = "test.op"() ({
%r6176 = "test.op"() ({
%r6177 = "test.op"() ({
%r6178 = "test.op"() ({
%r6179 = "test.op"() ({
%r6180 = "test.op"() ({
%r6181 = "test.op"() ({
%r6182 = "test.op"() ({
%r6183 = "test.op"() ({
%r6184 = "test.op"() ({
%r6185 = "test.op"() ({
%r6186 = "test.op"() ({
%r6187 = "test.op"() ({
%r6188 = "test.op"() ({
%r6189 = "test.op"() ({
%r6190 = "test.op"() ({
%r6191 = "test.op"() ({
%r6192 = "test.op"() ({
%r6193 = "test.op"() ({
%r6194 = "test.op"() ({
%r6195 = "test.op"() ({
%r6196 = "test.op"() ({
%r6197 = "test.op"() ({
%r6198 = "test.op"() ({
%r6199 = "test.op"() ({
%r6200 = "test.op"() ({
%r6201 = "test.op"() ({
%r6202 = "test.op"() ({
%r6203 = "test.op"() ({
%r6204 = "test.op"() ({
%r6205 = "test.op"() ({
%r6206 = "test.op"() ({
%r6207 = "test.op"() ({
%r6208 = "test.op"() ({
%r6209 = "test.op"() ({
%r6210 = "test.op"() ({
%r6211 = "test.op"() ({
%r6212 = "test.op"() ({
%r6213 = "test.op"() ({
%r6214 = "test.op"() ({
%r6215 = "test.op"() ({
%r6216 = "test.op"() ({
%r6217 = "test.op"() ({
%r6218 = "test.op"() ({
%r6219 = "test.op"() ({
%r6220 = "test.op"() ({
%r6221 = "test.op"() ({
%r6222 = "test.op"() ({
%r6223 = "test.op"() ({
%r6224 = "test.op"() ({
%r6225 = "test.op"() ({
%r6226 = "test.op"() ({
%r6227 = "test.op"() ({
%r6228 = "test.op"() ({
%r6229 = "test.op"() ({
%r6230 = "test.op"() ({
%r6231 = "test.op"() ({
%r6232 = "test.op"() ({
%r6233 = "test.op"() ({
%r6234 = "test.op"() ({
%r6235 = "test.op"() ({
%r6236 = "test.op"() ({
%r6237 = "test.op"() ({
%r6238 = "test.op"() ({
%r6239 = "test.op"() ({
%r6240 = "test.op"() ({
%r6241 = "test.op"() ({
%r6242 = "test.op"() ({
%r6243 = "test.op"() ({
%r6244 = "test.op"() ({
%r6245 = "test.op"() ({
%r6246 = "test.op"() ({
%r6247 = "test.op"() ({
%r6248 = "test.op"() ({
%r6249 = "test.op"() ({
%r6250 = "test.op"() ({
%r6251 = "test.op"() ({
%r6252 = "test.op"() ({
%r6253 = "test.op"() ({
%r6254 = "test.op"() ({
%r6255 = "test.op"() ({
%r6256 = "test.op"() ({
%r6257 = "test.op"() ({
%r6258 = "test.op"() ({
%r6259 = "test.op"() ({
%r6260 = "test.op"() ({
%r6261 = "test.op"() ({
%r6262 = "test.op"() ({
%r6263 = "test.op"() ({
%r6264 = "test.op"() ({
%r6265 = "test.op"() ({
%r6266 = "test.op"() ({
%r6267 = "test.op"() ({
%r6268 = "test.op"() ({
%r6269 = "test.op"() ({
%r6270 = "test.op"() ({
%r6271 = "test.op"() ({
%r6272 = "test.op"() ({
%r6273 = "test.op"() ({
%r6274 = "test.op"() ({
%r6275 = "test.op"() ({
%r6276 = "test.op"() ({
%r6277 = "test.op"() ({
%r6278 = "test.op"() ({
%r6279 = "test.op"() ({
%r6280 = "test.op"() ({
%r6281 = "test.op"() ({
%r6282 = "test.op"() ({
%r6283 = "test.op"() ({
%r6284 = "test.op"() ({
%r6285 = "test.op"() ({
%r6286 = "test.op"() ({
%r6287 = "test.op"() ({
%r6288 = "test.op"() ({
%r6289 = "test.op"() ({
%r6290 = "test.op"() ({
%r6291 = "test.op"() ({
%r6292 = "test.op"() ({
%r6293 = "test.op"() ({
%r6294 = "test.op"() ({
%r6295 = "test.op"() ({
%r6296 = "test.op"() ({
%r6297 = "test.op"() ({
%r6298 = "test.op"() ({
%r6299 = "test.op"() ({
%r6300 = "test.op"() ({
%r6301 = "test.op"() ({
%r6302 = "test.op"() ({
%r6303 = "test.op"() ({
%r6304 = "test.op"() ({
%r6305 = "test.op"() ({
%r6306 = "test.op"() ({
%r6307 = "test.op"() ({
%r6308 = "test.op"() ({
%r6309 = "test.op"() ({
%r6310 = "test.op"() ({
%r6311 = "test.op"() ({
%r6312 = "test.op"() ({
%r6313 = "test.op"() ({
%r6314 = "test.op"() ({
%r6315 = "test.op"() ({
%r6316 = "test.op"() ({
%r6317 = "test.op"() ({
%r6318 = "test.op"() ({
%r6319 = "test.op"() ({
%r6320 = "test.op"() ({
%r6321 = "test.op"() ({
%r6322 = "test.op"() ({
%r6323 = "test.op"() ({
%r6324 = "test.op"() ({
%r6325 = "test.op"() ({
%r6326 = "test.op"() ({
%r6327 = "test.op"() ({
%r6328 = "test.op"() ({
%r6329 = "test.op"() ({
%r6330 = "test.op"() ({
%r6331 = "test.op"() ({
%r6332 = "test.op"() ({
%r6333 = "test.op"() ({
%r6334 = "test.op"() ({
%r6335 = "test.op"() ({
%r6336 = "test.op"() ({
%r6337 = "test.op"() ({
%r6338 = "test.op"() ({
%r6339 = "test.op"() ({
%r6340 = "test.op"() ({
%r6341 = "test.op"() ({
%r6342 = "test.op"() ({
%r6343 = "test.op"() ({
%r6344 = "test.op"() ({
%r6345 = "test.op"() ({
%r6346 = "test.op"() ({
%r6347 = "test.op"() ({
%r6348 = "test.op"() ({
%r6349 = "test.op"() ({
%r6350 = "test.op"() ({
%r6351 = "test.op"() ({
%r6352 = "test.op"() ({
%r6353 = "test.op"() ({
%r6354 = "test.op"() ({
%r6355 = "test.op"() ({
%r6356 = "test.op"() ({
%r6357 = "test.op"() ({
%r6358 = "test.op"() ({
%r6359 = "test.op"() ({
%r6360 = "test.op"() ({
%r6361 = "test.op"() ({
%r6362 = "test.op"() ({
%r6363 = "test.op"() ({
%r6364 = "test.op"() ({
%r6365 = "test.op"() ({
%r6366 = "test.op"() ({
%r6367 = "test.op"() ({
%r6368 = "test.op"() ({
%r6369 = "test.op"() ({
%r6370 = "test.op"() ({
%r6371 = "test.op"() ({
%r6372 = "test.op"() ({
%r6373 = "test.op"() ({
%r6374 = "test.op"() ({
%r6375 = "test.op"() ({
%r6376 = "test.op"() ({
%r6377 = "test.op"() ({
%r6378 = "test.op"() ({
%r6379 = "test.op"() ({
%r6380 = "test.op"() ({
%r6381 = "test.op"() ({
%r6382 = "test.op"() ({
%r6383 = "test.op"() ({
%r6384 = "test.op"() ({
%r6385 = "test.op"() ({
%r6386 = "test.op"() ({
%r6387 = "test.op"() ({
%r6388 = "test.op"() ({
%r6389 = "test.op"() ({
%r6390 = "test.op"() ({
%r6391 = "test.op"() ({
%r6392 = "test.op"() ({
%r6393 = "test.op"() ({
%r6394 = "test.op"() ({
%r6395 = "test.op"() ({
%r6396 = "test.op"() ({
%r6397 = "test.op"() ({
%r6398 = "test.op"() ({
%r6399 = "test.op"() ({
%r6400 = "test.op"() ({
%r6401 = "test.op"() ({
%r6402 = "test.op"() ({
%r6403 = "test.op"() ({
%r6404 = "test.op"() ({
%r6405 = "test.op"() ({
%r6406 = "test.op"() ({
%r6407 = "test.op"() ({
%r6408 = "test.op"() ({
%r6409 = "test.op"() ({
%r6410 = "test.op"() ({
%r6411 = "test.op"() ({
%r6412 = "test.op"() ({
%r6413 = "test.op"() ({
%r6414 = "test.op"() ({
%r6415 = "test.op"() ({
%r6416 = "test.op"() ({
%r6417 = "test.op"() ({
%r6418 = "test.op"() ({
%r6419 = "test.op"() ({
%r6420 = "test.op"() ({
%r6421 = "test.op"() ({
%r6422 = "test.op"() ({
%r6423 = "test.op"() ({
%r6424 = "test.op"() ({
%r6425 = "test.op"() ({
%r6426 = "test.op"() ({
%r6427 = "test.op"() ({
%r6428 = "test.op"() ({
%r6429 = "test.op"() ({
%r6430 = "test.op"() ({
%r6431 = "test.op"() ({
%r6432 = "test.op"() ({
%r6433 = "test.op"() ({
%r6434 = "test.op"() ({
%r6435 = "test.op"() ({
%r6436 = "test.op"() ({
%r6437 = "test.op"() ({
%r6438 = "test.op"() ({
%r6439 = "test.op"() ({
%r6440 = "test.op"() ({
%r6441 = "test.op"() ({
%r6442 = "test.op"() ({
%r6443 = "test.op"() ({
%r6444 = "test.op"() ({
%r6445 = "test.op"() ({
%r6446 = "test.op"() ({
%r6447 = "test.op"() ({
%r6448 = "test.op"() ({
%r6449 = "test.op"() ({
%r6450 = "test.op"() ({
%r6451 = "test.op"() ({
%r6452 = "test.op"() ({
%r6453 = "test.op"() ({
%r6454 = "test.op"() ({
%r6455 = "test.op"() ({
%r6456 = "test.op"() ({
%r6457 = "test.op"() ({
%r6458 = "test.op"() ({
%r6459 = "test.op"() ({
%r6460 = "test.op"() ({
%r6461 = "test.op"() ({
%r6462 = "test.op"() ({
%r6463 = "test.op"() ({
%r6464 = "test.op"() ({
%r6465 = "test.op"() ({
%r6466 = "test.op"() ({
%r6467 = "test.op"() ({
%r6468 = "test.op"() ({
%r6469 = "test.op"() ({
%r6470 = "test.op"() ({
%r6471 = "test.op"() ({
%r6472 = "test.op"() ({
%r6473 = "test.op"() ({
%r6474 = "test.op"() ({
%r6475 = "test.op"() ({
%r6476 = "test.op"() ({
%r6477 = "test.op"() ({
%r6478 = "test.op"() ({
%r6479 = "test.op"() ({
%r6480 = "test.op"() ({
%r6481 = "test.op"() ({
%r6482 = "test.op"() ({
%r6483 = "test.op"() ({
%r6484 = "test.op"() ({
%r6485 = "test.op"() ({
%r6486 = "test.op"() ({
%r6487 = "test.op"() ({
%r6488 = "test.op"() ({
%r6489 = "test.op"() ({
%r6490 = "test.op"() ({
%r6491 = "test.op"() ({
%r6492 = "test.op"() ({
%r6493 = "test.op"() ({
%r6494 = "test.op"() ({
%r6495 = "test.op"() ({
%r6496 = "test.op"() ({
%r6497 = "test.op"() ({
%r6498 = "test.op"() ({
%r6499 = "test.op"() ({
%r6500 = "test.op"() ({
%r6501 = "test.op"() ({
%r6502 = "test.op"() ({
%r6503 = "test.op"() ({
%r6504 = "test.op"() ({
%r6505 = "test.op"() ({
%r6506 = "test.op"() ({
%r6507 = "test.op"() ({
%r6508 = "test.op"() ({
%r6509 = "test.op"() ({
%r6510 = "test.op"() ({
%r6511 = "test.op"() ({
%r6512 = "test.op"() ({
%r6513 = "test.op"() ({
%r6514 = "test.op"() ({
%r6515 = "test.op"() ({
%r6516 = "test.op"() ({
%r6517 = "test.op"() ({
%r6518 = "test.op"() ({
%r6519 = "test.op"() ({
%r6520 = "test.op"() ({
%r6521 = "test.op"() ({
%r6522 = "test.op"() ({
%r6523 = "test.op"() ({
%r6524 = "test.op"() ({
%r6525 = "test.op"() ({
%r6526 = "test.op"() ({
%r6527 = "test.op"() ({
%r6528 = "test.op"() ({
%r6529 = "test.op"() ({
%r6530 = "test.op"() ({
%r6531 = "test.op"() ({
%r6532 = "test.op"() ({
%r6533 = "test.op"() ({
%r6534 = "test.op"() ({
%r6535 = "test.op"() ({
%r6536 = "test.op"() ({
%r6537 = "test.op"() ({
%r6538 = "test.op"() ({
%r6539 = "test.op"() ({
%r6540 = "test.op"() ({
%r6541 = "test.op"() ({
%r6542 = "test.op"() ({
%r6543 = "test.op"() ({
%r6544 = "test.op"() ({
%r6545 = "test.op"() ({
%r6546 = "test.op"() ({
%r6547 = "test.op"() ({
%r6548 = "test.op"() ({
%r6549 = "test.op"() ({
%r6550 = "test.op"() ({
%r6551 = "test.op"() ({
%r6552 = "test.op"() ({
%r6553 = "test.op"() ({
%r6554 = "test.op"() ({
%r6555 = "test.op"() ({
%r6556 = "test.op"() ({
%r6557 = "test.op"() ({
%r6558 = "test.op"() ({
%r6559 = "test.op"() ({
%r6560 = "test.op"() ({
%r6561 = "test.op"() ({
%r6562 = "test.op"() ({
%r6563 = "test.op"() ({
%r6564 = "test.op"() ({
%r6565 = "test.op"() ({
%r6566 = "test.op"() ({
%r6567 = "test.op"() ({
%r6568 = "test.op"() ({
%r6569 = "test.op"() ({
%r6570 = "test.op"() ({
%r6571 = "test.op"() ({
%r6572 = "test.op"() ({
%r6573 = "test.op"() ({
%r6574 = "test.op"() ({
%r6575 = "test.op"() ({
%r6576 = "test.op"() ({
%r6577 = "test.op"() ({
%r6578 = "test.op"() ({
%r6579 = "test.op"() ({
%r6580 = "test.op"() ({
%r6581 = "test.op"() ({
%r6582 = "test.op"() ({
%r6583 = "test.op"() ({
%r6584 = "test.op"() ({
%r6585 = "test.op"() ({
%r6586 = "test.op"() ({
%r6587 = "test.op"() ({
%r6588 = "test.op"() ({
%r6589 = "test.op"() ({
%r6590 = "test.op"() ({
%r6591 = "test.op"() ({
%r6592 = "test.op"() ({
%r6593 = "test.op"() ({
%r6594 = "test.op"() ({
%r6595 = "test.op"() ({
%r6596 = "test.op"() ({
%r6597 = "test.op"() ({
%r6598 = "test.op"() ({
%r6599 = "test.op"() ({
%r6600 = "test.op"() ({
%r6601 = "test.op"() ({
%r6602 = "test.op"() ({
%r6603 = "test.op"() ({
%r6604 = "test.op"() ({
%r6605 = "test.op"() ({
%r6606 = "test.op"() ({
%r6607 = "test.op"() ({
%r6608 = "test.op"() ({
%r6609 = "test.op"() ({
%r6610 = "test.op"() ({
%r6611 = "test.op"() ({
%r6612 = "test.op"() ({
%r6613 = "test.op"() ({
%r6614 = "test.op"() ({
%r6615 = "test.op"() ({
%r6616 = "test.op"() ({
%r6617 = "test.op"() ({
%r6618 = "test.op"() ({
%r6619 = "test.op"() ({
%r6620 = "test.op"() ({
%r6621 = "test.op"() ({
%r6622 = "test.op"() ({
%r6623 = "test.op"() ({
%r6624 = "test.op"() ({
%r6625 = "test.op"() ({
%r6626 = "test.op"() ({
%r6627 = "test.op"() ({
%r6628 = "test.op"() ({
%r6629 = "test.op"() ({
%r6630 = "test.op"() ({
%r6631 = "test.op"() ({
%r6632 = "test.op"() ({
%r6633 = "test.op"() ({
%r6634 = "test.op"() ({
%r6635 = "test.op"() ({
%r6636 = "test.op"() ({
%r6637 = "test.op"() ({
%r6638 = "test.op"() ({
%r6639 = "test.op"() ({
%r6640 = "test.op"() ({
%r6641 = "test.op"() ({
%r6642 = "test.op"() ({
%r6643 = "test.op"() ({
%r6644 = "test.op"() ({
%r6645 = "test.op"() ({
%r6646 = "test.op"() ({
%r6647 = "test.op"() ({
%r6648 = "test.op"() ({
%r6649 = "test.op"() ({
%r6650 = "test.op"() ({
%r6651 = "test.op"() ({
%r6652 = "test.op"() ({
%r6653 = "test.op"() ({
%r6654 = "test.op"() ({
%r6655 = "test.op"() ({
%r6656 = "test.op"() ({
%r6657 = "test.op"() ({
%r6658 = "test.op"() ({
%r6659 = "test.op"() ({
%r6660 = "test.op"() ({
%r6661 = "test.op"() ({
%r6662 = "test.op"() ({
%r6663 = "test.op"() ({
%r6664 = "test.op"() ({
%r6665 = "test.op"() ({
%r6666 = "test.op"() ({
%r6667 = "test.op"() ({
%r6668 = "test.op"() ({
%r6669 = "test.op"() ({
%r6670 = "test.op"() ({
%r6671 = "test.op"() ({
%r6672 = "test.op"() ({
%r6673 = "test.op"() ({
%r6674 = "test.op"() ({
%r6675 = "test.op"() ({
%r6676 = "test.op"() ({
%r6677 = "test.op"() ({
%r6678 = "test.op"() ({
%r6679 = "test.op"() ({
%r6680 = "test.op"() ({
%r6681 = "test.op"() ({
%r6682 = "test.op"() ({
%r6683 = "test.op"() ({
%r6684 = "test.op"() ({
%r6685 = "test.op"() ({
%r6686 = "test.op"() ({
%r6687 = "test.op"() ({
%r6688 = "test.op"() ({
%r6689 = "test.op"() ({
%r6690 = "test.op"() ({
%r6691 = "test.op"() ({
%r6692 = "test.op"() ({
%r6693 = "test.op"() ({
%r6694 = "test.op"() ({
%r6695 = "test.op"() ({
%r6696 = "test.op"() ({
%r6697 = "test.op"() ({
%r6698 = "test.op"() ({
%r6699 = "test.op"() ({
%r6700 = "test.op"() ({
%r6701 = "test.op"() ({
%r6702 = "test.op"() ({
%r6703 = "test.op"() ({
%r6704 = "test.op"() ({
%r6705 = "test.op"() ({
%r6706 = "test.op"() ({
%r6707 = "test.op"() ({
%r6708 = "test.op"() ({
%r6709 = "test.op"() ({
%r6710 = "test.op"() ({
%r6711 = "test.op"() ({
%r6712 = "test.op"() ({
%r6713 = "test.op"() ({
%r6714 = "test.op"() ({
%r6715 = "test.op"() ({
%r6716 = "test.op"() ({
%r6717 = "test.op"() ({
%r6718 = "test.op"() ({
%r6719 = "test.op"() ({
%r6720 = "test.op"() ({
%r6721 = "test.op"() ({
%r6722 = "test.op"() ({
%r6723 = "test.op"() ({
%r6724 = "test.op"() ({
%r6725 = "test.op"() ({
%r6726 = "test.op"() ({
%r6727 = "test.op"() ({
%r6728 = "test.op"() ({
%r6729 = "test.op"() ({
%r6730 = "test.op"() ({
%r6731 = "test.op"() ({
%r6732 = "test.op"() ({
%r6733 = "test.op"() ({
%r6734 = "test.op"() ({
%r6735 = "test.op"() ({
%r6736 = "test.op"() ({
%r6737 = "test.op"() ({
%r6738 = "test.op"() ({
%r6739 = "test.op"() ({
%r6740 = "test.op"() ({
%r6741 = "test.op"() ({
%r6742 = "test.op"() ({
%r6743 = "test.op"() ({
%r6744 = "test.op"() ({
%r6745 = "test.op"() ({
%r6746 = "test.op"() ({
%r6747 = "test.op"() ({
%r6748 = "test.op"() ({
%r6749 = "test.op"() ({
%r6750 = "test.op"() ({
%r6751 = "test.op"() ({
%r6752 = "test.op"() ({
%r6753 = "test.op"() ({
%r6754 = "test.op"() ({
%r6755 = "test.op"() ({
%r6756 = "test.op"() ({
%r6757 = "test.op"() ({
%r6758 = "test.op"() ({
%r6759 = "test.op"() ({
%r6760 = "test.op"() ({
%r6761 = "test.op"() ({
%r6762 = "test.op"() ({
%r6763 = "test.op"() ({
%r6764 = "test.op"() ({
%r6765 = "test.op"() ({
%r6766 = "test.op"() ({
%r6767 = "test.op"() ({
%r6768 = "test.op"() ({
%r6769 = "test.op"() ({
%r6770 = "test.op"() ({
%r6771 = "test.op"() ({
%r6772 = "test.op"() ({
%r6773 = "test.op"() ({
%r6774 = "test.op"() ({
%r6775 = "test.op"() ({
%r6776 = "test.op"() ({
%r6777 = "test.op"() ({
%r6778 = "test.op"() ({
%r6779 = "test.op"() ({
%r6780 = "test.op"() ({
%r6781 = "test.op"() ({
%r6782 = "test.op"() ({
%r6783 = "test.op"() ({
%r6784 = "test.op"() ({
%r6785 = "test.op"() ({
%r6786 = "test.op"() ({
%r6787 = "test.op"() ({
%r6788 = "test.op"() ({
%r6789 = "test.op"() ({
%r6790 = "test.op"() ({
%r6791 = "test.op"() ({
%r6792 = "test.op"() ({
%r6793 = "test.op"() ({
%r6794 = "test.op"() ({
%r6795 = "test.op"() ({
%r6796 = "test.op"() ({
%r6797 = "test.op"() ({
%r6798 = "test.op"() ({
%r6799 = "test.op"() ({
%r6800 = "test.op"() ({
%r6801 = "test.op"() ({
%r6802 = "test.op"() ({
%r6803 = "test.op"() ({
%r6804 = "test.op"() ({
%r6805 = "test.op"() ({
%r6806 = "test.op"() ({
%r6807 = "test.op"() ({
%r6808 = "test.op"() ({
%r6809 = "test.op"() ({
%r6810 = "test.op"() ({
%r6811 = "test.op"() ({
%r6812 = "test.op"() ({
%r6813 = "test.op"() ({
%r6814 = "test.op"() ({
%r6815 = "test.op"() ({
%r6816 = "test.op"() ({
%r6817 = "test.op"() ({
%r6818 = "test.op"() ({
%r6819 = "test.op"() ({
%r6820 = "test.op"() ({
%r6821 = "test.op"() ({
%r6822 = "test.op"() ({
%r6823 = "test.op"() ({
%r6824 = "test.op"() ({
%r6825 = "test.op"() ({
%r6826 = "test.op"() ({
%r6827 = "test.op"() ({
%r6828 = "test.op"() ({
%r6829 = "test.op"() ({
%r6830 = "test.op"() ({
%r6831 = "test.op"() ({
%r6832 = "test.op"() ({
%r6833 = "test.op"() ({
%r6834 = "test.op"() ({
%r6835 = "test.op"() ({
%r6836 = "test.op"() ({
%r6837 = "test.op"() ({
%r6838 = "test.op"() ({
%r6839 = "test.op"() ({
%r6840 = "test.op"() ({
%r6841 = "test.op"() ({
%r6842 = "test.op"() ({
%r6843 = "test.op"() ({
%r6844 = "test.op"() ({
%r6845 = "test.op"() ({
%r6846 = "test.op"() ({
%r6847 = "test.op"() ({
%r6848 = "test.op"() ({
%r6849 = "test.op"() ({
%r6850 = "test.op"() ({
%r6851 = "test.op"() ({
%r6852 = "test.op"() ({
%r6853 = "test.op"() ({
%r6854 = "test.op"() ({
%r6855 = "test.op"() ({
%r6856 = "test.op"() ({
%r6857 = "test.op"() ({
%r6858 = "test.op"() ({
%r6859 = "test.op"() ({
%r6860 = "test.op"() ({
%r6861 = "test.op"() ({
%r6862 = "test.op"() ({
%r6863 = "test.op"() ({
%r6864 = "test.op"() ({
%r6865 = "test.op"() ({
%r6866 = "test.op"() ({
%r6867 = "test.op"() ({
%r6868 = "test.op"() ({
%r6869 = "test.op"() ({
%r6870 = "test.op"() ({
%r6871 = "test.op"() ({
%r6872 = "test.op"() ({
%r6873 = "test.op"() ({
%r6874 = "test.op"() ({
%r6875 = "test.op"() ({
%r6876 = "test.op"() ({
%r6877 = "test.op"() ({
%r6878 = "test.op"() ({
%r6879 = "test.op"() ({
%r6880 = "test.op"() ({
%r6881 = "test.op"() ({
%r6882 = "test.op"() ({
%r6883 = "test.op"() ({
%r6884 = "test.op"() ({
%r6885 = "test.op"() ({
%r6886 = "test.op"() ({
%r6887 = "test.op"() ({
%r6888 = "test.op"() ({
%r6889 = "test.op"() ({
%r6890 = "test.op"() ({
%r6891 = "test.op"() ({
%r6892 = "test.op"() ({
%r6893 = "test.op"() ({
%r6894 = "test.op"() ({
%r6895 = "test.op"() ({
%r6896 = "test.op"() ({
%r6897 = "test.op"() ({
%r6898 = "test.op"() ({
%r6899 = "test.op"() ({
%r6900 = "test.op"() ({
%r6901 = "test.op"() ({
%r6902 = "test.op"() ({
%r6903 = "test.op"() ({
%r6904 = "test.op"() ({
%r6905 = "test.op"() ({
%r6906 = "test.op"() ({
%r6907 = "test.op"() ({
%r6908 = "test.op"() ({
%r6909 = "test.op"() ({
%r6910 = "test.op"() ({
%r6911 = "test.op"() ({
%r6912 = "test.op"() ({
%r6913 = "test.op"() ({
%r6914 = "test.op"() ({
%r6915 = "test.op"() ({
%r6916 = "test.op"() ({
%r6917 = "test.op"() ({
%r6918 = "test.op"() ({
%r6919 = "test.op"() ({
%r6920 = "test.op"() ({
%r6921 = "test.op"() ({
%r6922 = "test.op"() ({
%r6923 = "test.op"() ({
%r6924 = "test.op"() ({
%r6925 = "test.op"() ({
%r6926 = "test.op"() ({
%r6927 = "test.op"() ({
%r6928 = "test.op"() ({
%r6929 = "test.op"() ({
%r6930 = "test.op"() ({
%r6931 = "test.op"() ({
%r6932 = "test.op"() ({
%r6933 = "test.op"() ({
%r6934 = "test.op"() ({
%r6935 = "test.op"() ({
%r6936 = "test.op"() ({
%r6937 = "test.op"() ({
%r6938 = "test.op"() ({
%r6939 = "test.op"() ({
%r6940 = "test.op"() ({
%r6941 = "test.op"() ({
%r6942 = "test.op"() ({
%r6943 = "test.op"() ({
%r6944 = "test.op"() ({
%r6945 = "test.op"() ({
%r6946 = "test.op"() ({
%r6947 = "test.op"() ({
%r6948 = "test.op"() ({
%r6949 = "test.op"() ({
%r6950 = "test.op"() ({
%r6951 = "test.op"() ({
%r6952 = "test.op"() ({
%r6953 = "test.op"() ({
%r6954 = "test.op"() ({
%r6955 = "test.op"() ({
%r6956 = "test.op"() ({
%r6957 = "test.op"() ({
%r6958 = "test.op"() ({
%r6959 = "test.op"() ({
%r6960 = "test.op"() ({
%r6961 = "test.op"() ({
%r6962 = "test.op"() ({
%r6963 = "test.op"() ({
%r6964 = "test.op"() ({
%r6965 = "test.op"() ({
%r6966 = "test.op"() ({
%r6967 = "test.op"() ({
%r6968 = "test.op"() ({
%r6969 = "test.op"() ({
%r6970 = "test.op"() ({
%r6971 = "test.op"() ({
%r6972 = "test.op"() ({
%r6973 = "test.op"() ({
%r6974 = "test.op"() ({
%r6975 = "test.op"() ({
%r6976 = "test.op"() ({
%r6977 = "test.op"() ({
%r6978 = "test.op"() ({
%r6979 = "test.op"() ({
%r6980 = "test.op"() ({
%r6981 = "test.op"() ({
%r6982 = "test.op"() ({
%r6983 = "test.op"() ({
%r6984 = "test.op"() ({
%r6985 = "test.op"() ({
%r6986 = "test.op"() ({
%r6987 = "test.op"() ({
%r6988 = "test.op"() ({
%r6989 = "test.op"() ({
%r6990 = "test.op"() ({
%r6991 = "test.op"() ({
%r6992 = "test.op"() ({
%r6993 = "test.op"() ({
%r6994 = "test.op"() ({
%r6995 = "test.op"() ({
%r6996 = "test.op"() ({
%r6997 = "test.op"() ({
%r6998 = "test.op"() ({
%r6999 = "test.op"() ({
%r7000 = "test.op"() ({
%r7001 = "test.op"() ({
%r7002 = "test.op"() ({
%r7003 = "test.op"() ({
%r7004 = "test.op"() ({
%r7005 = "test.op"() ({
%r7006 = "test.op"() ({
%r7007 = "test.op"() ({
%r7008 = "test.op"() ({
%r7009 = "test.op"() ({
%r7010 = "test.op"() ({
%r7011 = "test.op"() ({
%r7012 = "test.op"() ({
%r7013 = "test.op"() ({
%r7014 = "test.op"() ({
%r7015 = "test.op"() ({
%r7016 = "test.op"() ({
%r7017 = "test.op"() ({
%r7018 = "test.op"() ({
%r7019 = "test.op"() ({
%r7020 = "test.op"() ({
%r7021 = "test.op"() ({
%r7022 = "test.op"() ({
%r7023 = "test.op"() ({
%r7024 = "test.op"() ({
%r7025 = "test.op"() ({
%r7026 = "test.op"() ({
%r7027 = "test.op"() ({
%r7028 = "test.op"() ({
%r7029 = "test.op"() ({
%r7030 = "test.op"() ({
%r7031 = "test.op"() ({
%r7032 = "test.op"() ({
%r7033 = "test.op"() ({
%r7034 = "test.op"() ({
%r7035 = "test.op"() ({
%r7036 = "test.op"() ({
%r7037 = "test.op"() ({
%r7038 = "test.op"() ({
%r7039 = "test.op"() ({
%r7040 = "test.op"() ({
%r7041 = "test.op"() ({
%r7042 = "test.op"() ({
%r7043 = "test.op"() ({
%r7044 = "test.op"() ({
%r7045 = "test.op"() ({
%r7046 = "test.op"() ({
%r7047 = "test.op"() ({
%r7048 = "test.op"() ({
%r7049 = "test.op"() ({
%r7050 = "test.op"() ({
%r7051 = "test.op"() ({
%r7052 = "test.op"() ({
%r7053 = "test.op"() ({
%r7054 = "test.op"() ({
%r7055 = "test.op"() ({
%r7056 = "test.op"() ({
%r7057 = "test.op"() ({
%r7058 = "test.op"() ({
%r7059 = "test.op"() ({
%r7060 = "test.op"() ({
%r7061 = "test.op"() ({
%r7062 = "test.op"() ({
%r7063 = "test.op"() ({
%r7064 = "test.op"() ({
%r7065 = "test.op"() ({
%r7066 = "test.op"() ({
%r7067 = "test.op"() ({
%r7068 = "test.op"() ({
%r7069 = "test.op"() ({
%r7070 = "test.op"() ({
%r7071 = "test.op"() ({
%r7072 = "test.op"() ({
%r7073 = "test.op"() ({
%r7074 = "test.op"() ({
%r7075 = "test.op"() ({
%r7076 = "test.op"() ({
%r7077 = "test.op"() ({
%r7078 = "test.op"() ({
%r7079 = "test.op"() ({
%r7080 = "test.op"() ({
%r7081 = "test.op"() ({
%r7082 = "test.op"() ({
%r7083 = "test.op"() ({
%r7084 = "test.op"() ({
%r7085 = "test.op"() ({
%r7086 = "test.op"() ({
%r7087 = "test.op"() ({
%r7088 = "test.op"() ({
%r7089 = "test.op"() ({
%r7090 = "test.op"() ({
%r7091 = "test.op"() ({
%r7092 = "test.op"() ({
%r7093 = "test.op"() ({
%r7094 = "test.op"() ({
%r7095 = "test.op"() ({
%r7096 = "test.op"() ({
%r7097 = "test.op"() ({
%r7098 = "test.op"() ({
%r7099 = "test.op"() ({
%r7100 = "test.op"() ({
%r7101 = "test.op"() ({
%r7102 = "test.op"() ({
%r7103 = "test.op"() ({
%r7104 = "test.op"() ({
%r7105 = "test.op"() ({
%r7106 = "test.op"() ({
%r7107 = "test.op"() ({
%r7108 = "test.op"() ({
%r7109 = "test.op"() ({
%r7110 = "test.op"() ({
%r7111 = "test.op"() ({
%r7112 = "test.op"() ({
%r7113 = "test.op"() ({
%r7114 = "test.op"() ({
%r7115 = "test.op"() ({
%r7116 = "test.op"() ({
%r7117 = "test.op"() ({
%r7118 = "test.op"() ({
%r7119 = "test.op"() ({
%r7120 = "test.op"() ({
%r7121 = "test.op"() ({
%r7122 = "test.op"() ({
%r7123 = "test.op"() ({
%r7124 = "test.op"() ({
%r7125 = "test.op"() ({
%r7126 = "test.op"() ({
%r7127 = "test.op"() ({
%r7128 = "test.op"() ({
%r7129 = "test.op"() ({
%r7130 = "test.op"() ({
%r7131 = "test.op"() ({
%r7132 = "test.op"() ({
%r7133 = "test.op"() ({
%r7134 = "test.op"() ({
%r7135 = "test.op"() ({
%r7136 = "test.op"() ({
%r7137 = "test.op"() ({
%r7138 = "test.op"() ({
%r7139 = "test.op"() ({
%r7140 = "test.op"() ({
%r7141 = "test.op"() ({
%r7142 = "test.op"() ({
%r7143 = "test.op"() ({
%r7144 = "test.op"() ({
%r7145 = "test.op"() ({
%r7146 = "test.op"() ({
%r7147 = "test.op"() ({
%r7148 = "test.op"() ({
%r7149 = "test.op"() ({
%r7150 = "test.op"() ({
%r7151 = "test.op"() ({
%r7152 = "test.op"() ({
%r7153 = "test.op"() ({
%r7154 = "test.op"() ({
%r7155 = "test.op"() ({
%r7156 = "test.op"() ({
%r7157 = "test.op"() ({
%r7158 = "test.op"() ({
%r7159 = "test.op"() ({
%r7160 = "test.op"() ({
%r7161 = "test.op"() ({
%r7162 = "test.op"() ({
%r7163 = "test.op"() ({
%r7164 = "test.op"() ({
%r7165 = "test.op"() ({
%r7166 = "test.op"() ({
%r7167 = "test.op"() ({
%r7168 = "test.op"() ({
%r7169 = "test.op"() ({
%r7170 = "test.op"() ({
%r7171 = "test.op"() ({
%r7172 = "test.op"() ({
%r7173 = "test.op"() ({
%r7174 = "test.op"() ({
%r7175 = "test.op"() ({
%r7176 = "test.op"() ({
%r7177 = "test.op"() ({
%r7178 = "test.op"() ({
%r7179 = "test.op"() ({
%r7180 = "test.op"() ({
%r7181 = "test.op"() ({
%r7182 = "test.op"() ({
%r7183 = "test.op"() ({
%r7184 = "test.op"() ({
%r7185 = "test.op"() ({
%r7186 = "test.op"() ({
%r7187 = "test.op"() ({
%r7188 = "test.op"() ({
%r7189 = "test.op"() ({
%r7190 = "test.op"() ({
%r7191 = "test.op"() ({
%r7192 = "test.op"() ({
%r7193 = "test.op"() ({
%r7194 = "test.op"() ({
%r7195 = "test.op"() ({
%r7196 = "test.op"() ({
%r7197 = "test.op"() ({
%r7198 = "test.op"() ({
%r7199 = "test.op"() ({
%r7200 = "test.op"() ({
%r7201 = "test.op"() ({
%r7202 = "test.op"() ({
%r7203 = "test.op"() ({
%r7204 = "test.op"() ({
%r7205 = "test.op"() ({
%r7206 = "test.op"() ({
%r7207 = "test.op"() ({
%r7208 = "test.op"() ({
%r7209 = "test.op"() ({
%r7210 = "test.op"() ({
%r7211 = "test.op"() ({
%r7212 = "test.op"() ({
%r7213 = "test.op"() ({
%r7214 = "test.op"() ({
%r7215 = "test.op"() ({
%r7216 = "test.op"() ({
%r7217 = "test.op"() ({
%r7218 = "test.op"() ({
%r7219 = "test.op"() ({
%r7220 = "test.op"() ({
%r7221 = "test.op"() ({
%r7222 = "test.op"() ({
%r7223 = "test.op"() ({
%r7224 = "test.op"() ({
%r7225 = "test.op"() ({
%r7226 = "test.op"() ({
%r7227 = "test.op"() ({
%r7228 = "test.op"() ({
%r7229 = "test.op"() ({
%r7230 = "test.op"() ({
%r7231 = "test.op"() ({
%r7232 = "test.op"() ({
%r7233 = "test.op"() ({
%r7234 = "test.op"() ({
%r7235 = "test.op"() ({
%r7236 = "test.op"() ({
%r7237 = "test.op"() ({
%r7238 = "test.op"() ({
%r7239 = "test.op"() ({
%r7240 = "test.op"() ({
%r7241 = "test.op"() ({
%r7242 = "test.op"() ({
%r7243 = "test.op"() ({
%r7244 = "test.op"() ({
%r7245 = "test.op"() ({
%r7246 = "test.op"() ({
%r7247 = "test.op"() ({
%r7248 = "test.op"() ({
%r7249 = "test.op"() ({
%r7250 = "test.op"() ({
%r7251 = "test.op"() ({
%r7252 = "test.op"() ({
%r7253 = "test.op"() ({
%r7254 = "test.op"() ({
%r7255 = "test.op"() ({
%r7256 = "test.op"() ({
%r7257 = "test.op"() ({
%r7258 = "test.op"() ({
%r7259 = "test.op"() ({
%r7260 = "test.op"() ({
%r7261 = "test.op"() ({
%r7262 = "test.op"() ({
%r7263 = "test.op"() ({
%r7264 = "test.op"() ({
%r7265 = "test.op"() ({
%r7266 = "test.op"() ({
%r7267 = "test.op"() ({
%r7268 = "test.op"() ({
%r7269 = "test.op"() ({
%r7270 = "test.op"() ({
%r7271 = "test.op"() ({
%r7272 = "test.op"() ({
%r7273 = "test.op"() ({
%r7274 = "test.op"() ({
%r7275 = "test.op"() ({
%r7276 = "test.op"() ({
%r7277 = "test.op"() ({
%r7278 = "test.op"() ({
%r7279 = "test.op"() ({
%r7280 = "test.op"() ({
%r7281 = "test.op"() ({
%r7282 = "test.op"() ({
%r7283 = "test.op"() ({
%r7284 = "test.op"() ({
%r7285 = "test.op"() ({
%r7286 = "test.op"() ({
%r7287 = "test.op"() ({
%r7288 = "test.op"() ({
%r7289 = "test.op"() ({
%r7290 = "test.op"() ({
%r7291 = "test.op"() ({
%r7292 = "test.op"() ({
%r7293 = "test.op"() ({
%r7294 = "test.op"() ({
%r7295 = "test.op"() ({
%r7296 = "test.op"() ({
%r7297 = "test.op"() ({
%r7298 = "test.op"() ({
%r7299 = "test.op"() ({
%r7300 = "test.op"() ({
%r7301 = "test.op"() ({
%r7302 = "test.op"() ({
%r7303 = "test.op"() ({
%r7304 = "test.op"() ({
%r7305 = "test.op"() ({
%r7306 = "test.op"() ({
%r7307 = "test.op"() ({
%r7308 = "test.op"() ({
%r7309 = "test.op"() ({
%r7310 = "test.op"() ({
%r7311 = "test.op"() ({
%r7312 = "test.op"() ({
%r7313 = "test.op"() ({
%r7314 = "test.op"() ({
%r7315 = "test.op"() ({
%r7316 = "test.op"() ({
%r7317 = "test.op"() ({
%r7318 = "test.op"() ({
%r7319 = "test.op"() ({
%r7320 = "test.op"() ({
%r7321 = "test.op"() ({
%r7322 = "test.op"() ({
%r7323 = "test.op"() ({
%r7324 = "test.op"() ({
%r7325 = "test.op"() ({
%r7326 = "test.op"() ({
%r7327 = "test.op"() ({
%r7328 = "test.op"() ({
%r7329 = "test.op"() ({
%r7330 = "test.op"() ({
%r7331 = "test.op"() ({
%r7332 = "test.op"() ({
%r7333 = "test.op"() ({
%r7334 = "test.op"() ({
%r7335 = "test.op"() ({
%r7336 = "test.op"() ({
%r7337 = "test.op"() ({
%r7338 = "test.op"() ({
%r7339 = "test.op"() ({
%r7340 = "test.op"() ({
%r7341 = "test.op"() ({
%r7342 = "test.op"() ({
%r7343 = "test.op"() ({
%r7344 = "test.op"() ({
%r7345 = "test.op"() ({
%r7346 = "test.op"() ({
%r7347 = "test.op"() ({
%r7348 = "test.op"() ({
%r7349 = "test.op"() ({
%r7350 = "test.op"() ({
%r7351 = "test.op"() ({
%r7352 = "test.op"() ({
%r7353 = "test.op"() ({
%r7354 = "test.op"() ({
%r7355 = "test.op"() ({
%r7356 = "test.op"() ({
%r7357 = "test.op"() ({
%r7358 = "test.op"() ({
%r7359 = "test.op"() ({
%r7360 = "test.op"() ({
%r7361 = "test.op"() ({
%r7362 = "test.op"() ({
%r7363 = "test.op"() ({
%r7364 = "test.op"() ({
%r7365 = "test.op"() ({
%r7366 = "test.op"() ({
%r7367 = "test.op"() ({
%r7368 = "test.op"() ({
%r7369 = "test.op"() ({
%r7370 = "test.op"() ({
%r7371 = "test.op"() ({
%r7372 = "test.op"() ({
%r7373 = "test.op"() ({
%r7374 = "test.op"() ({
%r7375 = "test.op"() ({
%r7376 = "test.op"() ({
%r7377 = "test.op"() ({
%r7378 = "test.op"() ({
%r7379 = "test.op"() ({
%r7380 = "test.op"() ({
%r7381 = "test.op"() ({
%r7382 = "test.op"() ({
%r7383 = "test.op"() ({
%r7384 = "test.op"() ({
%r7385 = "test.op"() ({
%r7386 = "test.op"() ({
%r7387 = "test.op"() ({
%r7388 = "test.op"() ({
%r7389 = "test.op"() ({
%r7390 = "test.op"() ({
%r7391 = "test.op"() ({
%r7392 = "test.op"() ({
%r7393 = "test.op"() ({
%r7394 = "test.op"() ({
%r7395 = "test.op"() ({
%r7396 = "test.op"() ({
%r7397 = "test.op"() ({
%r7398 = "test.op"() ({
%r7399 = "test.op"() ({
%r7400 = "test.op"() ({
%r7401 = "test.op"() ({
%r7402 = "test.op"() ({
%r7403 = "test.op"() ({
%r7404 = "test.op"() ({
%r7405 = "test.op"() ({
%r7406 = "test.op"() ({
%r7407 = "test.op"() ({
%r7408 = "test.op"() ({
%r7409 = "test.op"() ({
%r7410 = "test.op"() ({
%r7411 = "test.op"() ({
%r7412 = "test.op"() ({
%r7413 = "test.op"() ({
%r7414 = "test.op"() ({
%r7415 = "test.op"() ({
%r7416 = "test.op"() ({
%r7417 = "test.op"() ({
%r7418 = "test.op"() ({
%r7419 = "test.op"() ({
%r7420 = "test.op"() ({
%r7421 = "test.op"() ({
%r7422 = "test.op"() ({
%r7423 = "test.op"() ({
%r7424 = "test.op"() ({
%r7425 = "test.op"() ({
%r7426 = "test.op"() ({
%r7427 = "test.op"() ({
%r7428 = "test.op"() ({
%r7429 = "test.op"() ({
%r7430 = "test.op"() ({
%r7431 = "test.op"() ({
%r7432 = "test.op"() ({
%r7433 = "test.op"() ({
%r7434 = "test.op"() ({
%r7435 = "test.op"() ({
%r7436 = "test.op"() ({
%r7437 = "test.op"() ({
%r7438 = "test.op"() ({
%r7439 = "test.op"() ({
%r7440 = "test.op"() ({
%r7441 = "test.op"() ({
%r7442 = "test.op"() ({
%r7443 = "test.op"() ({
%r7444 = "test.op"() ({
%r7445 = "test.op"() ({
%r7446 = "test.op"() ({
%r7447 = "test.op"() ({
%r7448 = "test.op"() ({
%r7449 = "test.op"() ({
%r7450 = "test.op"() ({
%r7451 = "test.op"() ({
%r7452 = "test.op"() ({
%r7453 = "test.op"() ({
%r7454 = "test.op"() ({
%r7455 = "test.op"() ({
%r7456 = "test.op"() ({
%r7457 = "test.op"() ({
%r7458 = "test.op"() ({
%r7459 = "test.op"() ({
%r7460 = "test.op"() ({
%r7461 = "test.op"() ({
%r7462 = "test.op"() ({
%r7463 = "test.op"() ({
%r7464 = "test.op"() ({
%r7465 = "test.op"() ({
%r7466 = "test.op"() ({
%r7467 = "test.op"() ({
%r7468 = "test.op"() ({
%r7469 = "test.op"() ({
%r7470 = "test.op"() ({
%r7471 = "test.op"() ({
%r7472 = "test.op"() ({
%r7473 = "test.op"() ({
%r7474 = "test.op"() ({
%r7475 = "test.op"() ({
%r7476 = "test.op"() ({
%r7477 = "test.op"() ({
%r7478 = "test.op"() ({
%r7479 = "test.op"() ({
%r7480 = "test.op"() ({
%r7481 = "test.op"() ({
%r7482 = "test.op"() ({
%r7483 = "test.op"() ({
%r7484 = "test.op"() ({
%r7485 = "test.op"() ({
%r7486 = "test.op"() ({
%r7487 = "test.op"() ({
%r7488 = "test.op"() ({
%r7489 = "test.op"() ({
%r7490 = "test.op"() ({
%r7491 = "test.op"() ({
%r7492 = "test.op"() ({
%r7493 = "test.op"() ({
%r7494 = "test.op"() ({
%r7495 = "test.op"() ({
%r7496 = "test.op"() ({
%r7497 = "test.op"() ({
%r7498 = "test.op"() ({
%r7499 = "test.op"() ({
%r7500 = "test.op"() ({
%r7501 = "test.op"() ({
%r7502 = "test.op"() ({
%r7503 = "test.op"() ({
%r7504 = "test.op"() ({
%r7505 = "test.op"() ({
%r7506 = "test.op"() ({
%r7507 = "test.op"() ({
%r7508 = "test.op"() ({
%r7509 = "test.op"() ({
%r7510 = "test.op"() ({
%r7511 = "test.op"() ({
%r7512 = "test.op"() ({
%r7513 = "test.op"() ({
%r7514 = "test.op"() ({
%r7515 = "test.op"() ({
%r7516 = "test.op"() ({
%r7517 = "test.op"() ({
%r7518 = "test.op"() ({
%r7519 = "test.op"() ({
%r7520 = "test.op"() ({
%r7521 = "test.op"() ({
%r7522 = "test.op"() ({
%r7523 = "test.op"() ({
%r7524 = "test.op"() ({
%r7525 = "test.op"() ({
%r7526 = "test.op"() ({
%r7527 = "test.op"() ({
%r7528 = "test.op"() ({
%r7529 = "test.op"() ({
%r7530 = "test.op"() ({
%r7531 = "test.op"() ({
%r7532 = "test.op"() ({
%r7533 = "test.op"() ({
%r7534 = "test.op"() ({
%r7535 = "test.op"() ({
%r7536 = "test.op"() ({
%r7537 = "test.op"() ({
%r7538 = "test.op"() ({
%r7539 = "test.op"() ({
%r7540 = "test.op"() ({
%r7541 = "test.op"() ({
%r7542 = "test.op"() ({
%r7543 = "test.op"() ({
%r7544 = "test.op"() ({
%r7545 = "test.op"() ({
%r7546 = "test.op"() ({
%r7547 = "test.op"() ({
%r7548 = "test.op"() ({
%r7549 = "test.op"() ({
%r7550 = "test.op"() ({
%r7551 = "test.op"() ({
%r7552 = "test.op"() ({
%r7553 = "test.op"() ({
%r7554 = "test.op"() ({
%r7555 = "test.op"() ({
%r7556 = "test.op"() ({
%r7557 = "test.op"() ({
%r7558 = "test.op"() ({
%r7559 = "test.op"() ({
%r7560 = "test.op"() ({
%r7561 = "test.op"() ({
%r7562 = "test.op"() ({
%r7563 = "test.op"() ({
%r7564 = "test.op"() ({
%r7565 = "test.op"() ({
%r7566 = "test.op"() ({
%r7567 = "test.op"() ({
%r7568 = "test.op"() ({
%r7569 = "test.op"() ({
%r7570 = "test.op"() ({
%r7571 = "test.op"() ({
%r7572 = "test.op"() ({
%r7573 = "test.op"() ({
%r7574 = "test.op"() ({
%r7575 = "test.op"() ({
%r7576 = "test.op"() ({
%r7577 = "test.op"() ({
%r7578 = "test.op"() ({
%r7579 = "test.op"() ({
%r7580 = "test.op"() ({
%r7581 = "test.op"() ({
%r7582 = "test.op"() ({
%r7583 = "test.op"() ({
%r7584 = "test.op"() ({
%r7585 = "test.op"() ({
%r7586 = "test.op"() ({
%r7587 = "test.op"() ({
%r7588 = "test.op"() ({
%r7589 = "test.op"() ({
%r7590 = "test.op"() ({
%r7591 = "test.op"() ({
%r7592 = "test.op"() ({
%r7593 = "test.op"() ({
%r7594 = "test.op"() ({
%r7595 = "test.op"() ({
%r7596 = "test.op"() ({
%r7597 = "test.op"() ({
%r7598 = "test.op"() ({
%r7599 = "test.op"() ({
%r7600 = "test.op"() ({
%r7601 = "test.op"() ({
%r7602 = "test.op"() ({
%r7603 = "test.op"() ({
%r7604 = "test.op"() ({
%r7605 = "test.op"() ({
%r7606 = "test.op"() ({
%r7607 = "test.op"() ({
%r7608 = "test.op"() ({
%r7609 = "test.op"() ({
%r7610 = "test.op"() ({
%r7611 = "test.op"() ({
%r7612 = "test.op"() ({
%r7613 = "test.op"() ({
%r7614 = "test.op"() ({
%r7615 = "test.op"() ({
%r7616 = "test.op"() ({
%r7617 = "test.op"() ({
%r7618 = "test.op"() ({
%r7619 = "test.op"() ({
%r7620 = "test.op"() ({
%r7621 = "test.op"() ({
%r7622 = "test.op"() ({
%r7623 = "test.op"() ({
%r7624 = "test.op"() ({
%r7625 = "test.op"() ({
%r7626 = "test.op"() ({
%r7627 = "test.op"() ({
%r7628 = "test.op"() ({
%r7629 = "test.op"() ({
%r7630 = "test.op"() ({
%r7631 = "test.op"() ({
%r7632 = "test.op"() ({
%r7633 = "test.op"() ({
%r7634 = "test.op"() ({
%r7635 = "test.op"() ({
%r7636 = "test.op"() ({
%r7637 = "test.op"() ({
%r7638 = "test.op"() ({
%r7639 = "test.op"() ({
%r7640 = "test.op"() ({
%r7641 = "test.op"() ({
%r7642 = "test.op"() ({
%r7643 = "test.op"() ({
%r7644 = "test.op"() ({
%r7645 = "test.op"() ({
%r7646 = "test.op"() ({
%r7647 = "test.op"() ({
%r7648 = "test.op"() ({
%r7649 = "test.op"() ({
%r7650 = "test.op"() ({
%r7651 = "test.op"() ({
%r7652 = "test.op"() ({
%r7653 = "test.op"() ({
%r7654 = "test.op"() ({
%r7655 = "test.op"() ({
%r7656 = "test.op"() ({
%r7657 = "test.op"() ({
%r7658 = "test.op"() ({
%r7659 = "test.op"() ({
%r7660 = "test.op"() ({
%r7661 = "test.op"() ({
%r7662 = "test.op"() ({
%r7663 = "test.op"() ({
%r7664 = "test.op"() ({
%r7665 = "test.op"() ({
%r7666 = "test.op"() ({
%r7667 = "test.op"() ({
%r7668 = "test.op"() ({
%r7669 = "test.op"() ({
%r7670 = "test.op"() ({
%r7671 = "test.op"() ({
%r7672 = "test.op"() ({
%r7673 = "test.op"() ({
%r7674 = "test.op"() ({
%r7675 = "test.op"() ({
%r7676 = "test.op"() ({
%r7677 = "test.op"() ({
%r7678 = "test.op"() ({
%r7679 = "test.op"() ({
%r7680 = "test.op"() ({
%r7681 = "test.op"() ({
%r7682 = "test.op"() ({
%r7683 = "test.op"() ({
%r7684 = "test.op"() ({
%r7685 = "test.op"() ({
%r7686 = "test.op"() ({
%r7687 = "test.op"() ({
%r7688 = "test.op"() ({
%r7689 = "test.op"() ({
%r7690 = "test.op"() ({
%r7691 = "test.op"() ({
%r7692 = "test.op"() ({
%r7693 = "test.op"() ({
%r7694 = "test.op"() ({
%r7695 = "test.op"() ({
%r7696 = "test.op"() ({
%r7697 = "test.op"() ({
%r7698 = "test.op"() ({
%r7699 = "test.op"() ({
%r7700 = "test.op"() ({
%r7701 = "test.op"() ({
%r7702 = "test.op"() ({
%r7703 = "test.op"() ({
%r7704 = "test.op"() ({
%r7705 = "test.op"() ({
%r7706 = "test.op"() ({
%r7707 = "test.op"() ({
%r7708 = "test.op"() ({
%r7709 = "test.op"() ({
%r7710 = "test.op"() ({
%r7711 = "test.op"() ({
%r7712 = "test.op"() ({
%r7713 = "test.op"() ({
%r7714 = "test.op"() ({
%r7715 = "test.op"() ({
%r7716 = "test.op"() ({
%r7717 = "test.op"() ({
%r7718 = "test.op"() ({
%r7719 = "test.op"() ({
%r7720 = "test.op"() ({
%r7721 = "test.op"() ({
%r7722 = "test.op"() ({
%r7723 = "test.op"() ({
%r7724 = "test.op"() ({
%r7725 = "test.op"() ({
%r7726 = "test.op"() ({
%r7727 = "test.op"() ({
%r7728 = "test.op"() ({
%r7729 = "test.op"() ({
%r7730 = "test.op"() ({
%r7731 = "test.op"() ({
%r7732 = "test.op"() ({
%r7733 = "test.op"() ({
%r7734 = "test.op"() ({
%r7735 = "test.op"() ({
%r7736 = "test.op"() ({
%r7737 = "test.op"() ({
%r7738 = "test.op"() ({
%r7739 = "test.op"() ({
%r7740 = "test.op"() ({
%r7741 = "test.op"() ({
%r7742 = "test.op"() ({
%r7743 = "test.op"() ({
%r7744 = "test.op"() ({
%r7745 = "test.op"() ({
%r7746 = "test.op"() ({
%r7747 = "test.op"() ({
%r7748 = "test.op"() ({
%r7749 = "test.op"() ({
%r7750 = "test.op"() ({
%r7751 = "test.op"() ({
%r7752 = "test.op"() ({
%r7753 = "test.op"() ({
%r7754 = "test.op"() ({
%r7755 = "test.op"() ({
%r7756 = "test.op"() ({
%r7757 = "test.op"() ({
%r7758 = "test.op"() ({
%r7759 = "test.op"() ({
%r7760 = "test.op"() ({
%r7761 = "test.op"() ({
%r7762 = "test.op"() ({
%r7763 = "test.op"() ({
%r7764 = "test.op"() ({
%r7765 = "test.op"() ({
%r7766 = "test.op"() ({
%r7767 = "test.op"() ({
%r7768 = "test.op"() ({
%r7769 = "test.op"() ({
%r7770 = "test.op"() ({
%r7771 = "test.op"() ({
%r7772 = "test.op"() ({
%r7773 = "test.op"() ({
%r7774 = "test.op"() ({
%r7775 = "test.op"() ({
%r7776 = "test.op"() ({
%r7777 = "test.op"() ({
%r7778 = "test.op"() ({
%r7779 = "test.op"() ({
%r7780 = "test.op"() ({
%r7781 = "test.op"() ({
%r7782 = "test.op"() ({
%r7783 = "test.op"() ({
%r7784 = "test.op"() ({
%r7785 = "test.op"() ({
%r7786 = "test.op"() ({
%r7787 = "test.op"() ({
%r7788 = "test.op"() ({
%r7789 = "test.op"() ({
%r7790 = "test.op"() ({
%r7791 = "test.op"() ({
%r7792 = "test.op"() ({
%r7793 = "test.op"() ({
%r7794 = "test.op"() ({
%r7795 = "test.op"() ({
%r7796 = "test.op"() ({
%r7797 = "test.op"() ({
%r7798 = "test.op"() ({
%r7799 = "test.op"() ({
%r7800 = "test.op"() ({
%r7801 = "test.op"() ({
%r7802 = "test.op"() ({
%r7803 = "test.op"() ({
%r7804 = "test.op"() ({
%r7805 = "test.op"() ({
%r7806 = "test.op"() ({
%r7807 = "test.op"() ({
%r7808 = "test.op"() ({
%r7809 = "test.op"() ({
%r7810 = "test.op"() ({
%r7811 = "test.op"() ({
%r7812 = "test.op"() ({
%r7813 = "test.op"() ({
%r7814 = "test.op"() ({
%r7815 = "test.op"() ({
%r7816 = "test.op"() ({
%r7817 = "test.op"() ({
%r7818 = "test.op"() ({
%r7819 = "test.op"() ({
%r7820 = "test.op"() ({
%r7821 = "test.op"() ({
%r7822 = "test.op"() ({
%r7823 = "test.op"() ({
%r7824 = "test.op"() ({
%r7825 = "test.op"() ({
%r7826 = "test.op"() ({
%r7827 = "test.op"() ({
%r7828 = "test.op"() ({
%r7829 = "test.op"() ({
%r7830 = "test.op"() ({
%r7831 = "test.op"() ({
%r7832 = "test.op"() ({
%r7833 = "test.op"() ({
%r7834 = "test.op"() ({
%r7835 = "test.op"() ({
%r7836 = "test.op"() ({
%r7837 = "test.op"() ({
%r7838 = "test.op"() ({
%r7839 = "test.op"() ({
%r7840 = "test.op"() ({
%r7841 = "test.op"() ({
%r7842 = "test.op"() ({
%r7843 = "test.op"() ({
%r7844 = "test.op"() ({
%r7845 = "test.op"() ({
%r7846 = "test.op"() ({
%r7847 = "test.op"() ({
%r7848 = "test.op"() ({
%r7849 = "test.op"() ({
%r7850 = "test.op"() ({
%r7851 = "test.op"() ({
%r7852 = "test.op"() ({
%r7853 = "test.op"() ({
%r7854 = "test.op"() ({
%r7855 = "test.op"() ({
%r7856 = "test.op"() ({
%r7857 = "test.op"() ({
%r7858 = "test.op"() ({
%r7859 = "test.op"() ({
%r7860 = "test.op"() ({
%r7861 = "test.op"() ({
%r7862 = "test.op"() ({
%r7863 = "test.op"() ({
%r7864 = "test.op"() ({
%r7865 = "test.op"() ({
%r7866 = "test.op"() ({
%r7867 = "test.op"() ({
%r7868 = "test.op"() ({
%r7869 = "test.op"() ({
%r7870 = "test.op"() ({
%r7871 = "test.op"() ({
%r7872 = "test.op"() ({
%r7873 = "test.op"() ({
%r7874 = "test.op"() ({
%r7875 = "test.op"() ({
%r7876 = "test.op"() ({
%r7877 = "test.op"() ({
%r7878 = "test.op"() ({
%r7879 = "test.op"() ({
%r7880 = "test.op"() ({
%r7881 = "test.op"() ({
%r7882 = "test.op"() ({
%r7883 = "test.op"() ({
%r7884 = "test.op"() ({
%r7885 = "test.op"() ({
%r7886 = "test.op"() ({
%r7887 = "test.op"() ({
%r7888 = "test.op"() ({
%r7889 = "test.op"() ({
%r7890 = "test.op"() ({
%r7891 = "test.op"() ({
%r7892 = "test.op"() ({
%r7893 = "test.op"() ({
%r7894 = "test.op"() ({
%r7895 = "test.op"() ({
%r7896 = "test.op"() ({
%r7897 = "test.op"() ({
%r7898 = "test.op"() ({
%r7899 = "test.op"() ({
%r7900 = "test.op"() ({
%r7901 = "test.op"() ({
%r7902 = "test.op"() ({
%r7903 = "test.op"() ({
%r7904 = "test.op"() ({
%r7905 = "test.op"() ({
%r7906 = "test.op"() ({
%r7907 = "test.op"() ({
%r7908 = "test.op"() ({
%r7909 = "test.op"() ({
%r7910 = "test.op"() ({
%r7911 = "test.op"() ({
%r7912 = "test.op"() ({
%r7913 = "test.op"() ({
%r7914 = "test.op"() ({
%r7915 = "test.op"() ({
%r7916 = "test.op"() ({
%r7917 = "test.op"() ({
%r7918 = "test.op"() ({
%r7919 = "test.op"() ({
%r7920 = "test.op"() ({
%r7921 = "test.op"() ({
%r7922 = "test.op"() ({
%r7923 = "test.op"() ({
%r7924 = "test.op"() ({
%r7925 = "test.op"() ({
%r7926 = "test.op"() ({
%r7927 = "test.op"() ({
%r7928 = "test.op"() ({
%r7929 = "test.op"() ({
%r7930 = "test.op"() ({
%r7931 = "test.op"() ({
%r7932 = "test.op"() ({
%r7933 = "test.op"() ({
%r7934 = "test.op"() ({
%r7935 = "test.op"() ({
%r7936 = "test.op"() ({
%r7937 = "test.op"() ({
%r7938 = "test.op"() ({
%r7939 = "test.op"() ({
%r7940 = "test.op"() ({
%r7941 = "test.op"() ({
%r7942 = "test.op"() ({
%r7943 = "test.op"() ({
%r7944 = "test.op"() ({
%r7945 = "test.op"() ({
%r7946 = "test.op"() ({
%r7947 = "test.op"() ({
%r7948 = "test.op"() ({
%r7949 = "test.op"() ({
%r7950 = "test.op"() ({
%r7951 = "test.op"() ({
%r7952 = "test.op"() ({
%r7953 = "test.op"() ({
%r7954 = "test.op"() ({
%r7955 = "test.op"() ({
%r7956 = "test.op"() ({
%r7957 = "test.op"() ({
%r7958 = "test.op"() ({
%r7959 = "test.op"() ({
%r7960 = "test.op"() ({
%r7961 = "test.op"() ({
%r7962 = "test.op"() ({
%r7963 = "test.op"() ({
%r7964 = "test.op"() ({
%r7965 = "test.op"() ({
%r7966 = "test.op"() ({
%r7967 = "test.op"() ({
%r7968 = "test.op"() ({
%r7969 = "test.op"() ({
%r7970 = "test.op"() ({
%r7971 = "test.op"() ({
%r7972 = "test.op"() ({
%r7973 = "test.op"() ({
%r7974 = "test.op"() ({
%r7975 = "test.op"() ({
%r7976 = "test.op"() ({
%r7977 = "test.op"() ({
%r7978 = "test.op"() ({
%r7979 = "test.op"() ({
%r7980 = "test.op"() ({
%r7981 = "test.op"() ({
%r7982 = "test.op"() ({
%r7983 = "test.op"() ({
%r7984 = "test.op"() ({
%r7985 = "test.op"() ({
%r7986 = "test.op"() ({
%r7987 = "test.op"() ({
%r7988 = "test.op"() ({
%r7989 = "test.op"() ({
%r7990 = "test.op"() ({
%r7991 = "test.op"() ({
%r7992 = "test.op"() ({
%r7993 = "test.op"() ({
%r7994 = "test.op"() ({
%r7995 = "test.op"() ({
%r7996 = "test.op"() ({
%r7997 = "test.op"() ({
%r7998 = "test.op"() ({
%r7999 = "test.op"() ({
%r8000 = "test.op"() ({
%r8001 = "test.op"() ({
%r8002 = "test.op"() ({
%r8003 = "test.op"() ({
%r8004 = "test.op"() ({
%r8005 = "test.op"() ({
%r8006 = "test.op"() ({
%r8007 = "test.op"() ({
%r8008 = "test.op"() ({
%r8009 = "test.op"() ({
%r8010 = "test.op"() ({
%r8011 = "test.op"() ({
%r8012 = "test.op"() ({
%r8013 = "test.op"() ({
%r8014 = "test.op"() ({
%r8015 = "test.op"() ({
%r8016 = "test.op"() ({
%r8017 = "test.op"() ({
%r8018 = "test.op"() ({
%r8019 = "test.op"() ({
%r8020 = "test.op"() ({
%r8021 = "test.op"() ({
%r8022 = "test.op"() ({
%r8023 = "test.op"() ({
%r8024 = "test.op"() ({
%r8025 = "test.op"() ({
%r8026 = "test.op"() ({
%r8027 = "test.op"() ({
%r8028 = "test.op"() ({
%r8029 = "test.op"() ({
%r8030 = "test.op"() ({
%r8031 = "test.op"() ({
%r8032 = "test.op"() ({
%r8033 = "test.op"() ({
%r8034 = "test.op"() ({
%r8035 = "test.op"() ({
%r8036 = "test.op"() ({
%r8037 = "test.op"() ({
%r8038 = "test.op"() ({
%r8039 = "test.op"() ({
%r8040 = "test.op"() ({
%r8041 = "test.op"() ({
%r8042 = "test.op"() ({
%r8043 = "test.op"() ({
%r8044 = "test.op"() ({
%r8045 = "test.op"() ({
%r8046 = "test.op"() ({
%r8047 = "test.op"() ({
%r8048 = "test.op"() ({
%r8049 = "test.op"() ({
%r8050 = "test.op"() ({
%r8051 = "test.op"() ({
%r8052 = "test.op"() ({
%r8053 = "test.op"() ({
%r8054 = "test.op"() ({
%r8055 = "test.op"() ({
%r8056 = "test.op"() ({
%r8057 = "test.op"() ({
%r8058 = "test.op"() ({
%r8059 = "test.op"() ({
%r8060 = "test.op"() ({
%r8061 = "test.op"() ({
%r8062 = "test.op"() ({
%r8063 = "test.op"() ({
%r8064 = "test.op"() ({
%r8065 = "test.op"() ({
%r8066 = "test.op"() ({
%r8067 = "test.op"() ({
%r8068 = "test.op"() ({
%r8069 = "test.op"() ({
%r8070 = "test.op"() ({
%r8071 = "test.op"() ({
%r8072 = "test.op"() ({
%r8073 = "test.op"() ({
%r8074 = "test.op"() ({
%r8075 = "test.op"() ({
%r8076 = "test.op"() ({
%r8077 = "test.op"() ({
%r8078 = "test.op"() ({
%r8079 = "test.op"() ({
%r8080 = "test.op"() ({
%r8081 = "test.op"() ({
%r8082 = "test.op"() ({
%r8083 = "test.op"() ({
%r8084 = "test.op"() ({
%r8085 = "test.op"() ({
%r8086 = "test.op"() ({
%r8087 = "test.op"() ({
%r8088 = "test.op"() ({
%r8089 = "test.op"() ({
%r8090 = "test.op"() ({
%r8091 = "test.op"() ({
%r8092 = "test.op"() ({
%r8093 = "test.op"() ({
%r8094 = "test.op"() ({
%r8095 = "test.op"() ({
%r8096 = "test.op"() ({
%r8097 = "test.op"() ({
%r8098 = "test.op"() ({
%r8099 = "test.op"() ({
%r8100 = "test.op"() ({
%r8101 = "test.op"() ({
%r8102 = "test.op"() ({
%r8103 = "test.op"() ({
%r8104 = "test.op"() ({
%r8105 = "test.op"() ({
%r8106 = "test.op"() ({
%r8107 = "test.op"() ({
%r8108 = "test.op"() ({
%r8109 = "test.op"() ({
%r8110 = "test.op"() ({
%r8111 = "test.op"() ({
%r8112 = "test.op"() ({
%r8113 = "test.op"() ({
%r8114 = "test.op"() ({
%r8115 = "test.op"() ({
%r8116 = "test.op"() ({
%r8117 = "test.op"() ({
%r8118 = "test.op"() ({
%r8119 = "test.op"() ({
%r8120 = "test.op"() ({
%r8121 = "test.op"() ({
%r8122 = "test.op"() ({
%r8123 = "test.op"() ({
%r8124 = "test.op"() ({
%r8125 = "test.op"() ({
%r8126 = "test.op"() ({
%r8127 = "test.op"() ({
%r8128 = "test.op"() ({
%r8129 = "test.op"() ({
%r8130 = "test.op"() ({
%r8131 = "test.op"() ({
%r8132 = "test.op"() ({
%r8133 = "test.op"() ({
%r8134 = "test.op"() ({
%r8135 = "test.op"() ({
%r8136 = "test.op"() ({
%r8137 = "test.op"() ({
%r8138 = "test.op"() ({
%r8139 = "test.op"() ({
%r8140 = "test.op"() ({
%r8141 = "test.op"() ({
%r8142 = "test.op"() ({
%r8143 = "test.op"() ({
%r8144 = "test.op"() ({
%r8145 = "test.op"() ({
%r8146 = "test.op"() ({
%r8147 = "test.op"() ({
%r8148 = "test.op"() ({
%r8149 = "test.op"() ({
%r8150 = "test.op"() ({
%r8151 = "test.op"() ({
%r8152 = "test.op"() ({
%r8153 = "test.op"() ({
%r8154 = "test.op"() ({
%r8155 = "test.op"() ({
%r8156 = "test.op"() ({
%r8157 = "test.op"() ({
%r8158 = "test.op"() ({
%r8159 = "test.op"() ({
%r8160 = "test.op"() ({
%r8161 = "test.op"() ({
%r8162 = "test.op"() ({
%r8163 = "test.op"() ({
%r8164 = "test.op"() ({
%r8165 = "test.op"() ({
%r8166 = "test.op"() ({
%r8167 = "test.op"() ({
%r8168 = "test.op"() ({
%r8169 = "test.op"() ({
%r8170 = "test.op"() ({
%r8171 = "test.op"() ({
%r8172 = "test.op"() ({
%r8173 = "test.op"() ({
%r8174 = "test.op"() ({
%r8175 = "test.op"() ({
%r8176 = "test.op"() ({
%r8177 = "test.op"() ({
%r8178 = "test.op"() ({
%r8179 = "test.op"() ({
%r8180 = "test.op"() ({
%r8181 = "test.op"() ({
%r8182 = "test.op"() ({
%r8183 = "test.op"() ({
%r8184 = "test.op"() ({
%r8185 = "test.op"() ({
%r8186 = "test.op"() ({
%r8187 = "test.op"() ({
%r8188 = "test.op"() ({
%r8189 = "test.op"() ({
%r8190 = "test.op"() ({
%r8191 = "test.op"() ({
%r8192 = "test.op"() ({
%r8193 = "test.op"() ({
%r8194 = "test.op"() ({
%r8195 = "test.op"() ({
%r8196 = "test.op"() ({
%r8197 = "test.op"() ({
%r8198 = "test.op"() ({
%r8199 = "test.op"() ({
%r8200 = "test.op"() ({
%r8201 = "test.op"() ({
%r8202 = "test.op"() ({
%r8203 = "test.op"() ({
%r8204 = "test.op"() ({
%r8205 = "test.op"() ({
%r8206 = "test.op"() ({
%r8207 = "test.op"() ({
%r8208 = "test.op"() ({
%r8209 = "test.op"() ({
%r8210 = "test.op"() ({
%r8211 = "test.op"() ({
%r8212 = "test.op"() ({
%r8213 = "test.op"() ({
%r8214 = "test.op"() ({
%r8215 = "test.op"() ({
%r8216 = "test.op"() ({
%r8217 = "test.op"() ({
%r8218 = "test.op"() ({
%r8219 = "test.op"() ({
%r8220 = "test.op"() ({
%r8221 = "test.op"() ({
%r8222 = "test.op"() ({
%r8223 = "test.op"() ({
%r8224 = "test.op"() ({
%r8225 = "test.op"() ({
%r8226 = "test.op"() ({
%r8227 = "test.op"() ({
%r8228 = "test.op"() ({
%r8229 = "test.op"() ({
%r8230 = "test.op"() ({
%r8231 = "test.op"() ({
%r8232 = "test.op"() ({
%r8233 = "test.op"() ({
%r8234 = "test.op"() ({
%r8235 = "test.op"() ({
%r8236 = "test.op"() ({
%r8237 = "test.op"() ({
%r8238 = "test.op"() ({
%r8239 = "test.op"() ({
%r8240 = "test.op"() ({
%r8241 = "test.op"() ({
%r8242 = "test.op"() ({
%r8243 = "test.op"() ({
%r8244 = "test.op"() ({
%r8245 = "test.op"() ({
%r8246 = "test.op"() ({
%r8247 = "test.op"() ({
%r8248 = "test.op"() ({
%r8249 = "test.op"() ({
%r8250 = "test.op"() ({
%r8251 = "test.op"() ({
%r8252 = "test.op"() ({
%r8253 = "test.op"() ({
%r8254 = "test.op"() ({
%r8255 = "test.op"() ({
%r8256 = "test.op"() ({
%r8257 = "test.op"() ({
%r8258 = "test.op"() ({
%r8259 = "test.op"() ({
%r8260 = "test.op"() ({
%r8261 = "test.op"() ({
%r8262 = "test.op"() ({
%r8263 = "test.op"() ({
%r8264 = "test.op"() ({
%r8265 = "test.op"() ({
%r8266 = "test.op"() ({
%r8267 = "test.op"() ({
%r8268 = "test.op"() ({
%r8269 = "test.op"() ({
%r8270 = "test.op"() ({
%r8271 = "test.op"() ({
%r8272 = "test.op"() ({
%r8273 = "test.op"() ({
%r8274 = "test.op"() ({
%r8275 = "test.op"() ({
%r8276 = "test.op"() ({
%r8277 = "test.op"() ({
%r8278 = "test.op"() ({
%r8279 = "test.op"() ({
%r8280 = "test.op"() ({
%r8281 = "test.op"() ({
%r8282 = "test.op"() ({
%r8283 = "test.op"() ({
%r8284 = "test.op"() ({
%r8285 = "test.op"() ({
%r8286 = "test.op"() ({
%r8287 = "test.op"() ({
%r8288 = "test.op"() ({
%r8289 = "test.op"() ({
%r8290 = "test.op"() ({
%r8291 = "test.op"() ({
%r8292 = "test.op"() ({
%r8293 = "test.op"() ({
%r8294 = "test.op"() ({
%r8295 = "test.op"() ({
%r8296 = "test.op"() ({
%r8297 = "test.op"() ({
%r8298 = "test.op"() ({
%r8299 = "test.op"() ({
%r8300 = "test.op"() ({
%r8301 = "test.op"() ({
%r8302 = "test.op"() ({
%r8303 = "test.op"() ({
%r8304 = "test.op"() ({
%r8305 = "test.op"() ({
%r8306 = "test.op"() ({
%r8307 = "test.op"() ({
%r8308 = "test.op"() ({
%r8309 = "test.op"() ({
%r8310 = "test.op"() ({
%r8311 = "test.op"() ({
%r8312 = "test.op"() ({
%r8313 = "test.op"() ({
%r8314 = "test.op"() ({
%r8315 = "test.op"() ({
%r8316 = "test.op"() ({
%r8317 = "test.op"() ({
%r8318 = "test.op"() ({
%r8319 = "test.op"() ({
%r8320 = "test.op"() ({
%r8321 = "test.op"() ({
%r8322 = "test.op"() ({
%r8323 = "test.op"() ({
%r8324 = "test.op"() ({
%r8325 = "test.op"() ({
%r8326 = "test.op"() ({
%r8327 = "test.op"() ({
%r8328 = "test.op"() ({
%r8329 = "test.op"() ({
%r8330 = "test.op"() ({
%r8331 = "test.op"() ({
%r8332 = "test.op"() ({
%r8333 = "test.op"() ({
%r8334 = "test.op"() ({
%r8335 = "test.op"() ({
%r8336 = "test.op"() ({
%r8337 = "test.op"() ({
%r8338 = "test.op"() ({
%r8339 = "test.op"() ({
%r8340 = "test.op"() ({
%r8341 = "test.op"() ({
%r8342 = "test.op"() ({
%r8343 = "test.op"() ({
%r8344 = "test.op"() ({
%r8345 = "test.op"() ({
%r8346 = "test.op"() ({
%r8347 = "test.op"() ({
%r8348 = "test.op"() ({
%r8349 = "test.op"() ({
%r8350 = "test.op"() ({
%r8351 = "test.op"() ({
%r8352 = "test.op"() ({
%r8353 = "test.op"() ({
%r8354 = "test.op"() ({
%r8355 = "test.op"() ({
%r8356 = "test.op"() ({
%r8357 = "test.op"() ({
%r8358 = "test.op"() ({
%r8359 = "test.op"() ({
%r8360 = "test.op"() ({
%r8361 = "test.op"() ({
%r8362 = "test.op"() ({
%r8363 = "test.op"() ({
%r8364 = "test.op"() ({
%r8365 = "test.op"() ({
%r8366 = "test.op"() ({
%r8367 = "test.op"() ({
%r8368 = "test.op"() ({
%r8369 = "test.op"() ({
%r8370 = "test.op"() ({
%r8371 = "test.op"() ({
%r8372 = "test.op"() ({
%r8373 = "test.op"() ({
%r8374 = "test.op"() ({
%r8375 = "test.op"() ({
%r8376 = "test.op"() ({
%r8377 = "test.op"() ({
%r8378 = "test.op"() ({
%r8379 = "test.op"() ({
%r8380 = "test.op"() ({
%r8381 = "test.op"() ({
%r8382 = "test.op"() ({
%r8383 = "test.op"() ({
%r8384 = "test.op"() ({
%r8385 = "test.op"() ({
%r8386 = "test.op"() ({
%r8387 = "test.op"() ({
%r8388 = "test.op"() ({
%r8389 = "test.op"() ({
%r8390 = "test.op"() ({
%r8391 = "test.op"() ({
%r8392 = "test.op"() ({
%r8393 = "test.op"() ({
%r8394 = "test.op"() ({
%r8395 = "test.op"() ({
%r8396 = "test.op"() ({
%r8397 = "test.op"() ({
%r8398 = "test.op"() ({
%r8399 = "test.op"() ({
%r8400 = "test.op"() ({
%r8401 = "test.op"() ({
%r8402 = "test.op"() ({
%r8403 = "test.op"() ({
%r8404 = "test.op"() ({
%r8405 = "test.op"() ({
%r8406 = "test.op"() ({
%r8407 = "test.op"() ({
%r8408 = "test.op"() ({
%r8409 = "test.op"() ({
%r8410 = "test.op"() ({
%r8411 = "test.op"() ({
%r8412 = "test.op"() ({
%r8413 = "test.op"() ({
%r8414 = "test.op"() ({
%r8415 = "test.op"() ({
%r8416 = "test.op"() ({
%r8417 = "test.op"() ({
%r8418 = "test.op"() ({
%r8419 = "test.op"() ({
%r8420 = "test.op"() ({
%r8421 = "test.op"() ({
%r8422 = "test.op"() ({
%r8423 = "test.op"() ({
%r8424 = "test.op"() ({
%r8425 = "test.op"() ({
%r8426 = "test.op"() ({
%r8427 = "test.op"() ({
%r8428 = "test.op"() ({
%r8429 = "test.op"() ({
%r8430 = "test.op"() ({
%r8431 = "test.op"() ({
%r8432 = "test.op"() ({
%r8433 = "test.op"() ({
%r8434 = "test.op"() ({
%r8435 = "test.op"() ({
%r8436 = "test.op"() ({
%r8437 = "test.op"() ({
%r8438 = "test.op"() ({
%r8439 = "test.op"() ({
%r8440 = "test.op"() ({
%r8441 = "test.op"() ({
%r8442 = "test.op"() ({
%r8443 = "test.op"() ({
%r8444 = "test.op"() ({
%r8445 = "test.op"() ({
%r8446 = "test.op"() ({
%r8447 = "test.op"() ({
%r8448 = "test.op"() ({
%r8449 = "test.op"() ({
%r8450 = "test.op"() ({
%r8451 = "test.op"() ({
%r8452 = "test.op"() ({
%r8453 = "test.op"() ({
%r8454 = "test.op"() ({
%r8455 = "test.op"() ({
%r8456 = "test.op"() ({
%r8457 = "test.op"() ({
%r8458 = "test.op"() ({
%r8459 = "test.op"() ({
%r8460 = "test.op"() ({
%r8461 = "test.op"() ({
%r8462 = "test.op"() ({
%r8463 = "test.op"() ({
%r8464 = "test.op"() ({
%r8465 = "test.op"() ({
%r8466 = "test.op"() ({
%r8467 = "test.op"() ({
%r8468 = "test.op"() ({
%r8469 = "test.op"() ({
%r8470 = "test.op"() ({
%r8471 = "test.op"() ({
%r8472 = "test.op"() ({
%r8473 = "test.op"() ({
%r8474 = "test.op"() ({
%r8475 = "test.op"() ({
%r8476 = "test.op"() ({
%r8477 = "test.op"() ({
%r8478 = "test.op"() ({
%r8479 = "test.op"() ({
%r8480 = "test.op"() ({
%r8481 = "test.op"() ({
%r8482 = "test.op"() ({
%r8483 = "test.op"() ({
%r8484 = "test.op"() ({
%r8485 = "test.op"() ({
%r8486 = "test.op"() ({
%r8487 = "test.op"() ({
%r8488 = "test.op"() ({
%r8489 = "test.op"() ({
%r8490 = "test.op"() ({
%r8491 = "test.op"() ({
%r8492 = "test.op"() ({
%r8493 = "test.op"() ({
%r8494 = "test.op"() ({
%r8495 = "test.op"() ({
%r8496 = "test.op"() ({
%r8497 = "test.op"() ({
%r8498 = "test.op"() ({
%r8499 = "test.op"() ({
%r8500 = "test.op"() ({
%r8501 = "test.op"() ({
%r8502 = "test.op"() ({
%r8503 = "test.op"() ({
%r8504 = "test.op"() ({
%r8505 = "test.op"() ({
%r8506 = "test.op"() ({
%r8507 = "test.op"() ({
%r8508 = "test.op"() ({
%r8509 = "test.op"() ({
%r8510 = "test.op"() ({
%r8511 = "test.op"() ({
%r8512 = "test.op"() ({
%r8513 = "test.op"() ({
%r8514 = "test.op"() ({
%r8515 = "test.op"() ({
%r8516 = "test.op"() ({
%r8517 = "test.op"() ({
%r8518 = "test.op"() ({
%r8519 = "test.op"() ({
%r8520 = "test.op"() ({
%r8521 = "test.op"() ({
%r8522 = "test.op"() ({
%r8523 = "test.op"() ({
%r8524 = "test.op"() ({
%r8525 = "test.op"() ({
%r8526 = "test.op"() ({
%r8527 = "test.op"() ({
%r8528 = "test.op"() ({
%r8529 = "test.op"() ({
%r8530 = "test.op"() ({
%r8531 = "test.op"() ({
%r8532 = "test.op"() ({
%r8533 = "test.op"() ({
%r8534 = "test.op"() ({
%r8535 = "test.op"() ({
%r8536 = "test.op"() ({
%r8537 = "test.op"() ({
%r8538 = "test.op"() ({
%r8539 = "test.op"() ({
%r8540 = "test.op"() ({
%r8541 = "test.op"() ({
%r8542 = "test.op"() ({
%r8543 = "test.op"() ({
%r8544 = "test.op"() ({
%r8545 = "test.op"() ({
%r8546 = "test.op"() ({
%r8547 = "test.op"() ({
%r8548 = "test.op"() ({
%r8549 = "test.op"() ({
%r8550 = "test.op"() ({
%r8551 = "test.op"() ({
%r8552 = "test.op"() ({
%r8553 = "test.op"() ({
%r8554 = "test.op"() ({
%r8555 = "test.op"() ({
%r8556 = "test.op"() ({
%r8557 = "test.op"() ({
%r8558 = "test.op"() ({
%r8559 = "test.op"() ({
%r8560 = "test.op"() ({
%r8561 = "test.op"() ({
%r8562 = "test.op"() ({
%r8563 = "test.op"() ({
%r8564 = "test.op"() ({
%r8565 = "test.op"() ({
%r8566 = "test.op"() ({
%r8567 = "test.op"() ({
%r8568 = "test.op"() ({
%r8569 = "test.op"() ({
%r8570 = "test.op"() ({
%r8571 = "test.op"() ({
%r8572 = "test.op"() ({
%r8573 = "test.op"() ({
%r8574 = "test.op"() ({
%r8575 = "test.op"() ({
%r8576 = "test.op"() ({
%r8577 = "test.op"() ({
%r8578 = "test.op"() ({
%r8579 = "test.op"() ({
%r8580 = "test.op"() ({
%r8581 = "test.op"() ({
%r8582 = "test.op"() ({
%r8583 = "test.op"() ({
%r8584 = "test.op"() ({
%r8585 = "test.op"() ({
%r8586 = "test.op"() ({
%r8587 = "test.op"() ({
%r8588 = "test.op"() ({
%r8589 = "test.op"() ({
%r8590 = "test.op"() ({
%r8591 = "test.op"() ({
%r8592 = "test.op"() ({
%r8593 = "test.op"() ({
%r8594 = "test.op"() ({
%r8595 = "test.op"() ({
%r8596 = "test.op"() ({
%r8597 = "test.op"() ({
%r8598 = "test.op"() ({
%r8599 = "test.op"() ({
%r8600 = "test.op"() ({
%r8601 = "test.op"() ({
%r8602 = "test.op"() ({
%r8603 = "test.op"() ({
%r8604 = "test.op"() ({
%r8605 = "test.op"() ({
%r8606 = "test.op"() ({
%r8607 = "test.op"() ({
%r8608 = "test.op"() ({
%r8609 = "test.op"() ({
%r8610 = "test.op"() ({
%r8611 = "test.op"() ({
%r8612 = "test.op"() ({
%r8613 = "test.op"() ({
%r8614 = "test.op"() ({
%r8615 = "test.op"() ({
%r8616 = "test.op"() ({
%r8617 = "test.op"() ({
%r8618 = "test.op"() ({
%r8619 = "test.op"() ({
%r8620 = "test.op"() ({
%r8621 = "test.op"() ({
%r8622 = "test.op"() ({
%r8623 = "test.op"() ({
%r8624 = "test.op"() ({
%r8625 = "test.op"() ({
%r8626 = "test.op"() ({
%r8627 = "test.op"() ({
%r8628 = "test.op"() ({
%r8629 = "test.op"() ({
%r8630 = "test.op"() ({
%r8631 = "test.op"() ({
%r8632 = "test.op"() ({
%r8633 = "test.op"() ({
%r8634 = "test.op"() ({
%r8635 = "test.op"() ({
%r8636 = "test.op"() ({
%r8637 = "test.op"() ({
%r8638 = "test.op"() ({
%r8639 = "test.op"() ({
%r8640 = "test.op"() ({
%r8641 = "test.op"() ({
%r8642 = "test.op"() ({
%r8643 = "test.op"() ({
%r8644 = "test.op"() ({
%r8645 = "test.op"() ({
%r8646 = "test.op"() ({
%r8647 = "test.op"() ({
%r8648 = "test.op"() ({
%r8649 = "test.op"() ({
%r8650 = "test.op"() ({
%r8651 = "test.op"() ({
%r8652 = "test.op"() ({
%r8653 = "test.op"() ({
%r8654 = "test.op"() ({
%r8655 = "test.op"() ({
%r8656 = "test.op"() ({
%r8657 = "test.op"() ({
%r8658 = "test.op"() ({
%r8659 = "test.op"() ({
%r8660 = "test.op"() ({
%r8661 = "test.op"() ({
%r8662 = "test.op"() ({
%r8663 = "test.op"() ({
%r8664 = "test.op"() ({
%r8665 = "test.op"() ({
%r8666 = "test.op"() ({
%r8667 = "test.op"() ({
%r8668 = "test.op"() ({
%r8669 = "test.op"() ({
%r8670 = "test.op"() ({
%r8671 = "test.op"() ({
%r8672 = "test.op"() ({
%r8673 = "test.op"() ({
%r8674 = "test.op"() ({
%r8675 = "test.op"() ({
%r8676 = "test.op"() ({
%r8677 = "test.op"() ({
%r8678 = "test.op"() ({
%r8679 = "test.op"() ({
%r8680 = "test.op"() ({
%r8681 = "test.op"() ({
%r8682 = "test.op"() ({
%r8683 = "test.op"() ({
%r8684 = "test.op"() ({
%r8685 = "test.op"() ({
%r8686 = "test.op"() ({
%r8687 = "test.op"() ({
%r8688 = "test.op"() ({
%r8689 = "test.op"() ({
%r8690 = "test.op"() ({
%r8691 = "test.op"() ({
%r8692 = "test.op"() ({
%r8693 = "test.op"() ({
%r8694 = "test.op"() ({
%r8695 = "test.op"() ({
%r8696 = "test.op"() ({
%r8697 = "test.op"() ({
%r8698 = "test.op"() ({
%r8699 = "test.op"() ({
%r8700 = "test.op"() ({
%r8701 = "test.op"() ({
%r8702 = "test.op"() ({
%r8703 = "test.op"() ({
%r8704 = "test.op"() ({
%r8705 = "test.op"() ({
%r8706 = "test.op"() ({
%r8707 = "test.op"() ({
%r8708 = "test.op"() ({
%r8709 = "test.op"() ({
%r8710 = "test.op"() ({
%r8711 = "test.op"() ({
%r8712 = "test.op"() ({
%r8713 = "test.op"() ({
%r8714 = "test.op"() ({
%r8715 = "test.op"() ({
%r8716 = "test.op"() ({
%r8717 = "test.op"() ({
%r8718 = "test.op"() ({
%r8719 = "test.op"() ({
%r8720 = "test.op"() ({
%r8721 = "test.op"() ({
%r8722 = "test.op"() ({
%r8723 = "test.op"() ({
%r8724 = "test.op"() ({
%r8725 = "test.op"() ({
%r8726 = "test.op"() ({
%r8727 = "test.op"() ({
%r8728 = "test.op"() ({
%r8729 = "test.op"() ({
%r8730 = "test.op"() ({
%r8731 = "test.op"() ({
%r8732 = "test.op"() ({
%r8733 = "test.op"() ({
%r8734 = "test.op"() ({
%r8735 = "test.op"() ({
%r8736 = "test.op"() ({
%r8737 = "test.op"() ({
%r8738 = "test.op"() ({
%r8739 = "test.op"() ({
%r8740 = "test.op"() ({
%r8741 = "test.op"() ({
%r8742 = "test.op"() ({
%r8743 = "test.op"() ({
%r8744 = "test.op"() ({
%r8745 = "test.op"() ({
%r8746 = "test.op"() ({
%r8747 = "test.op"() ({
%r8748 = "test.op"() ({
%r8749 = "test.op"() ({
%r8750 = "test.op"() ({
%r8751 = "test.op"() ({
%r8752 = "test.op"() ({
%r8753 = "test.op"() ({
%r8754 = "test.op"() ({
%r8755 = "test.op"() ({
%r8756 = "test.op"() ({
%r8757 = "test.op"() ({
%r8758 = "test.op"() ({
%r8759 = "test.op"() ({
%r8760 = "test.op"() ({
%r8761 = "test.op"() ({
%r8762 = "test.op"() ({
%r8763 = "test.op"() ({
%r8764 = "test.op"() ({
%r8765 = "test.op"() ({
%r8766 = "test.op"() ({
%r8767 = "test.op"() ({
%r8768 = "test.op"() ({
%r8769 = "test.op"() ({
%r8770 = "test.op"() ({
%r8771 = "test.op"() ({
%r8772 = "test.op"() ({
%r8773 = "test.op"() ({
%r8774 = "test.op"() ({
%r8775 = "test.op"() ({
%r8776 = "test.op"() ({
%r8777 = "test.op"() ({
%r8778 = "test.op"() ({
%r8779 = "test.op"() ({
%r8780 = "test.op"() ({
%r8781 = "test.op"() ({
%r8782 = "test.op"() ({
%r8783 = "test.op"() ({
%r8784 = "test.op"() ({
%r8785 = "test.op"() ({
%r8786 = "test.op"() ({
%r8787 = "test.op"() ({
%r8788 = "test.op"() ({
%r8789 = "test.op"() ({
%r8790 = "test.op"() ({
%r8791 = "test.op"() ({
%r8792 = "test.op"() ({
%r8793 = "test.op"() ({
%r8794 = "test.op"() ({
%r8795 = "test.op"() ({
%r8796 = "test.op"() ({
%r8797 = "test.op"() ({
%r8798 = "test.op"() ({
%r8799 = "test.op"() ({
%r8800 = "test.op"() ({
%r8801 = "test.op"() ({
%r8802 = "test.op"() ({
%r8803 = "test.op"() ({
%r8804 = "test.op"() ({
%r8805 = "test.op"() ({
%r8806 = "test.op"() ({
%r8807 = "test.op"() ({
%r8808 = "test.op"() ({
%r8809 = "test.op"() ({
%r8810 = "test.op"() ({
%r8811 = "test.op"() ({
%r8812 = "test.op"() ({
%r8813 = "test.op"() ({
%r8814 = "test.op"() ({
%r8815 = "test.op"() ({
%r8816 = "test.op"() ({
%r8817 = "test.op"() ({
%r8818 = "test.op"() ({
%r8819 = "test.op"() ({
%r8820 = "test.op"() ({
%r8821 = "test.op"() ({
%r8822 = "test.op"() ({
%r8823 = "test.op"() ({
%r8824 = "test.op"() ({
%r8825 = "test.op"() ({
%r8826 = "test.op"() ({
%r8827 = "test.op"() ({
%r8828 = "test.op"() ({
%r8829 = "test.op"() ({
%r8830 = "test.op"() ({
%r8831 = "test.op"() ({
%r8832 = "test.op"() ({
%r8833 = "test.op"() ({
%r8834 = "test.op"() ({
%r8835 = "test.op"() ({
%r8836 = "test.op"() ({
%r8837 = "test.op"() ({
%r8838 = "test.op"() ({
%r8839 = "test.op"() ({
%r8840 = "test.op"() ({
%r8841 = "test.op"() ({
%r8842 = "test.op"() ({
%r8843 = "test.op"() ({
%r8844 = "test.op"() ({
%r8845 = "test.op"() ({
%r8846 = "test.op"() ({
%r8847 = "test.op"() ({
%r8848 = "test.op"() ({
%r8849 = "test.op"() ({
%r8850 = "test.op"() ({
%r8851 = "test.op"() ({
%r8852 = "test.op"() ({
%r8853 = "test.op"() ({
%r8854 = "test.op"() ({
%r8855 = "test.op"() ({
%r8856 = "test.op"() ({
%r8857 = "test.op"() ({
%r8858 = "test.op"() ({
%r8859 = "test.op"() ({
%r8860 = "test.op"() ({
%r8861 = "test.op"() ({
%r8862 = "test.op"() ({
%r8863 = "test.op"() ({
%r8864 = "test.op"() ({
%r8865 = "test.op"() ({
%r8866 = "test.op"() ({
%r8867 = "test.op"() ({
%r8868 = "test.op"() ({
%r8869 = "test.op"() ({
%r8870 = "test.op"() ({
%r8871 = "test.op"() ({
%r8872 = "test.op"() ({
%r8873 = "test.op"() ({
%r8874 = "test.op"() ({
%r8875 = "test.op"() ({
%r8876 = "test.op"() ({
%r8877 = "test.op"() ({
%r8878 = "test.op"() ({
%r8879 = "test.op"() ({
%r8880 = "test.op"() ({
%r8881 = "test.op"() ({
%r8882 = "test.op"() ({
%r8883 = "test.op"() ({
%r8884 = "test.op"() ({
%r8885 = "test.op"() ({
%r8886 = "test.op"() ({
%r8887 = "test.op"() ({
%r8888 = "test.op"() ({
%r8889 = "test.op"() ({
%r8890 = "test.op"() ({
%r8891 = "test.op"() ({
%r8892 = "test.op"() ({
%r8893 = "test.op"() ({
%r8894 = "test.op"() ({
%r8895 = "test.op"() ({
%r8896 = "test.op"() ({
%r8897 = "test.op"() ({
%r8898 = "test.op"() ({
%r8899 = "test.op"() ({
%r8900 = "test.op"() ({
%r8901 = "test.op"() ({
%r8902 = "test.op"() ({
%r8903 = "test.op"() ({
%r8904 = "test.op"() ({
%r8905 = "test.op"() ({
%r8906 = "test.op"() ({
%r8907 = "test.op"() ({
%r8908 = "test.op"() ({
%r8909 = "test.op"() ({
%r8910 = "test.op"() ({
%r8911 = "test.op"() ({
%r8912 = "test.op"() ({
%r8913 = "test.op"() ({
%r8914 = "test.op"() ({
%r8915 = "test.op"() ({
%r8916 = "test.op"() ({
%r8917 = "test.op"() ({
%r8918 = "test.op"() ({
%r8919 = "test.op"() ({
%r8920 = "test.op"() ({
%r8921 = "test.op"() ({
%r8922 = "test.op"() ({
%r8923 = "test.op"() ({
%r8924 = "test.op"() ({
%r8925 = "test.op"() ({
%r8926 = "test.op"() ({
%r8927 = "test.op"() ({
%r8928 = "test.op"() ({
%r8929 = "test.op"() ({
%r8930 = "test.op"() ({
%r8931 = "test.op"() ({
%r8932 = "test.op"() ({
%r8933 = "test.op"() ({
%r8934 = "test.op"() ({
%r8935 = "test.op"() ({
%r8936 = "test.op"() ({
%r8937 = "test.op"() ({
%r8938 = "test.op"() ({
%r8939 = "test.op"() ({
%r8940 = "test.op"() ({
%r8941 = "test.op"() ({
%r8942 = "test.op"() ({
%r8943 = "test.op"() ({
%r8944 = "test.op"() ({
%r8945 = "test.op"() ({
%r8946 = "test.op"() ({
%r8947 = "test.op"() ({
%r8948 = "test.op"() ({
%r8949 = "test.op"() ({
%r8950 = "test.op"() ({
%r8951 = "test.op"() ({
%r8952 = "test.op"() ({
%r8953 = "test.op"() ({
%r8954 = "test.op"() ({
%r8955 = "test.op"() ({
%r8956 = "test.op"() ({
%r8957 = "test.op"() ({
%r8958 = "test.op"() ({
%r8959 = "test.op"() ({
%r8960 = "test.op"() ({
%r8961 = "test.op"() ({
%r8962 = "test.op"() ({
%r8963 = "test.op"() ({
%r8964 = "test.op"() ({
%r8965 = "test.op"() ({
%r8966 = "test.op"() ({
%r8967 = "test.op"() ({
%r8968 = "test.op"() ({
%r8969 = "test.op"() ({
%r8970 = "test.op"() ({
%r8971 = "test.op"() ({
%r8972 = "test.op"() ({
%r8973 = "test.op"() ({
%r8974 = "test.op"() ({
%r8975 = "test.op"() ({
%r8976 = "test.op"() ({
%r8977 = "test.op"() ({
%r8978 = "test.op"() ({
%r8979 = "test.op"() ({
%r8980 = "test.op"() ({
%r8981 = "test.op"() ({
%r8982 = "test.op"() ({
%r8983 = "test.op"() ({
%r8984 = "test.op"() ({
%r8985 = "test.op"() ({
%r8986 = "test.op"() ({
%r8987 = "test.op"() ({
%r8988 = "test.op"() ({
%r8989 = "test.op"() ({
%r8990 = "test.op"() ({
%r8991 = "test.op"() ({
%r8992 = "test.op"() ({
%r8993 = "test.op"() ({
%r8994 = "test.op"() ({
%r8995 = "test.op"() ({
%r8996 = "test.op"() ({
%r8997 = "test.op"() ({
%r8998 = "test.op"() ({
%r8999 = "test.op"() ({
%r9000 = "test.op"() ({
%r9001 = "test.op"() ({
%r9002 = "test.op"() ({
%r9003 = "test.op"() ({
%r9004 = "test.op"() ({
%r9005 = "test.op"() ({
%r9006 = "test.op"() ({
%r9007 = "test.op"() ({
%r9008 = "test.op"() ({
%r9009 = "test.op"() ({
%r9010 = "test.op"() ({
%r9011 = "test.op"() ({
%r9012 = "test.op"() ({
%r9013 = "test.op"() ({
%r9014 = "test.op"() ({
%r9015 = "test.op"() ({
%r9016 = "test.op"() ({
%r9017 = "test.op"() ({
%r9018 = "test.op"() ({
%r9019 = "test.op"() ({
%r9020 = "test.op"() ({
%r9021 = "test.op"() ({
%r9022 = "test.op"() ({
%r9023 = "test.op"() ({
%r9024 = "test.op"() ({
%r9025 = "test.op"() ({
%r9026 = "test.op"() ({
%r9027 = "test.op"() ({
%r9028 = "test.op"() ({
%r9029 = "test.op"() ({
%r9030 = "test.op"() ({
%r9031 = "test.op"() ({
%r9032 = "test.op"() ({
%r9033 = "test.op"() ({
%r9034 = "test.op"() ({
%r9035 = "test.op"() ({
%r9036 = "test.op"() ({
%r9037 = "test.op"() ({
%r9038 = "test.op"() ({
%r9039 = "test.op"() ({
%r9040 = "test.op"() ({
%r9041 = "test.op"() ({
%r9042 = "test.op"() ({
%r9043 = "test.op"() ({
%r9044 = "test.op"() ({
%r9045 = "test.op"() ({
%r9046 = "test.op"() ({
%r9047 = "test.op"() ({
%r9048 = "test.op"() ({
%r9049 = "test.op"() ({
%r9050 = "test.op"() ({
%r9051 = "test.op"() ({
%r9052 = "test.op"() ({
%r9053 = "test.op"() ({
%r9054 = "test.op"() ({
%r9055 = "test.op"() ({
%r9056 = "test.op"() ({
%r9057 = "test.op"() ({
%r9058 = "test.op"() ({
%r9059 = "test.op"() ({
%r9060 = "test.op"() ({
%r9061 = "test.op"() ({
%r9062 = "test.op"() ({
%r9063 = "test.op"() ({
%r9064 = "test.op"() ({
%r9065 = "test.op"() ({
%r9066 = "test.op"() ({
%r9067 = "test.op"() ({
%r9068 = "test.op"() ({
%r9069 = "test.op"() ({
%r9070 = "test.op"() ({
%r9071 = "test.op"() ({
%r9072 = "test.op"() ({
%r9073 = "test.op"() ({
%r9074 = "test.op"() ({
%r9075 = "test.op"() ({
%r9076 = "test.op"() ({
%r9077 = "test.op"() ({
%r9078 = "test.op"() ({
%r9079 = "test.op"() ({
%r9080 = "test.op"() ({
%r9081 = "test.op"() ({
%r9082 = "test.op"() ({
%r9083 = "test.op"() ({
%r9084 = "test.op"() ({
%r9085 = "test.op"() ({
%r9086 = "test.op"() ({
%r9087 = "test.op"() ({
%r9088 = "test.op"() ({
%r9089 = "test.op"() ({
%r9090 = "test.op"() ({
%r9091 = "test.op"() ({
%r9092 = "test.op"() ({
%r9093 = "test.op"() ({
%r9094 = "test.op"() ({
%r9095 = "test.op"() ({
%r9096 = "test.op"() ({
%r9097 = "test.op"() ({
%r9098 = "test.op"() ({
%r9099 = "test.op"() ({
%r9100 = "test.op"() ({
%r9101 = "test.op"() ({
%r9102 = "test.op"() ({
%r9103 = "test.op"() ({
%r9104 = "test.op"() ({
%r9105 = "test.op"() ({
%r9106 = "test.op"() ({
%r9107 = "test.op"() ({
%r9108 = "test.op"() ({
%r9109 = "test.op"() ({
%r9110 = "test.op"() ({
%r9111 = "test.op"() ({
%r9112 = "test.op"() ({
%r9113 = "test.op"() ({
%r9114 = "test.op"() ({
%r9115 = "test.op"() ({
%r9116 = "test.op"() ({
%r9117 = "test.op"() ({
%r9118 = "test.op"() ({
%r9119 = "test.op"() ({
%r9120 = "test.op"() ({
%r9121 = "test.op"() ({
%r9122 = "test.op"() ({
%r9123 = "test.op"() ({
%r9124 = "test.op"() ({
%r9125 = "test.op"() ({
%r9126 = "test.op"() ({
%r9127 = "test.op"() ({
%r9128 = "test.op"() ({
%r9129 = "test.op"() ({
%r9130 = "test.op"() ({
%r9131 = "test.op"() ({
%r9132 = "test.op"() ({
%r9133 = "test.op"() ({
%r9134 = "test.op"() ({
%r9135 = "test.op"() ({
%r9136 = "test.op"() ({
%r9137 = "test.op"() ({
%r9138 = "test.op"() ({
%r9139 = "test.op"() ({
%r9140 = "test.op"() ({
%r9141 = "test.op"() ({
%r9142 = "test.op"() ({
%r9143 = "test.op"() ({
%r9144 = "test.op"() ({
%r9145 = "test.op"() ({
%r9146 = "test.op"() ({
%r9147 = "test.op"() ({
%r9148 = "test.op"() ({
%r9149 = "test.op"() ({
%r9150 = "test.op"() ({
%r9151 = "test.op"() ({
%r9152 = "test.op"() ({
%r9153 = "test.op"() ({
%r9154 = "test.op"() ({
%r9155 = "test.op"() ({
%r9156 = "test.op"() ({
%r9157 = "test.op"() ({
%r9158 = "test.op"() ({
%r9159 = "test.op"() ({
%r9160 = "test.op"() ({
%r9161 = "test.op"() ({
%r9162 = "test.op"() ({
%r9163 = "test.op"() ({
%r9164 = "test.op"() ({
%r9165 = "test.op"() ({
%r9166 = "test.op"() ({
%r9167 = "test.op"() ({
%r9168 = "test.op"() ({
%r9169 = "test.op"() ({
%r9170 = "test.op"() ({
%r9171 = "test.op"() ({
%r9172 = "test.op"() ({
%r9173 = "test.op"() ({
%r9174 = "test.op"() ({
%r9175 = "test.op"() ({
%r9176 = "test.op"() ({
%r9177 = "test.op"() ({
%r9178 = "test.op"() ({
%r9179 = "test.op"() ({
%r9180 = "test.op"() ({
%r9181 = "test.op"() ({
%r9182 = "test.op"() ({
%r9183 = "test.op"() ({
%r9184 = "test.op"() ({
%r9185 = "test.op"() ({
%r9186 = "test.op"() ({
%r9187 = "test.op"() ({
%r9188 = "test.op"() ({
%r9189 = "test.op"() ({
%r9190 = "test.op"() ({
%r9191 = "test.op"() ({
%r9192 = "test.op"() ({
%r9193 = "test.op"() ({
%r9194 = "test.op"() ({
%r9195 = "test.op"() ({
%r9196 = "test.op"() ({
%r9197 = "test.op"() ({
%r9198 = "test.op"() ({
%r9199 = "test.op"() ({
%r9200 = "test.op"() ({
%r9201 = "test.op"() ({
%r9202 = "test.op"() ({
%r9203 = "test.op"() ({
%r9204 = "test.op"() ({
%r9205 = "test.op"() ({
%r9206 = "test.op"() ({
%r9207 = "test.op"() ({
%r9208 = "test.op"() ({
%r9209 = "test.op"() ({
%r9210 = "test.op"() ({
%r9211 = "test.op"() ({
%r9212 = "test.op"() ({
%r9213 = "test.op"() ({
%r9214 = "test.op"() ({
%r9215 = "test.op"() ({
%r9216 = "test.op"() ({
%r9217 = "test.op"() ({
%r9218 = "test.op"() ({
%r9219 = "test.op"() ({
%r9220 = "test.op"() ({
%r9221 = "test.op"() ({
%r9222 = "test.op"() ({
%r9223 = "test.op"() ({
%r9224 = "test.op"() ({
%r9225 = "test.op"() ({
%r9226 = "test.op"() ({
%r9227 = "test.op"() ({
%r9228 = "test.op"() ({
%r9229 = "test.op"() ({
%r9230 = "test.op"() ({
%r9231 = "test.op"() ({
%r9232 = "test.op"() ({
%r9233 = "test.op"() ({
%r9234 = "test.op"() ({
%r9235 = "test.op"() ({
%r9236 = "test.op"() ({
%r9237 = "test.op"() ({
%r9238 = "test.op"() ({
%r9239 = "test.op"() ({
%r9240 = "test.op"() ({
%r9241 = "test.op"() ({
%r9242 = "test.op"() ({
%r9243 = "test.op"() ({
%r9244 = "test.op"() ({
%r9245 = "test.op"() ({
%r9246 = "test.op"() ({
%r9247 = "test.op"() ({
%r9248 = "test.op"() ({
%r9249 = "test.op"() ({
%r9250 = "test.op"() ({
%r9251 = "test.op"() ({
%r9252 = "test.op"() ({
%r9253 = "test.op"() ({
%r9254 = "test.op"() ({
%r9255 = "test.op"() ({
%r9256 = "test.op"() ({
%r9257 = "test.op"() ({
%r9258 = "test.op"() ({
%r9259 = "test.op"() ({
%r9260 = "test.op"() ({
%r9261 = "test.op"() ({
%r9262 = "test.op"() ({
%r9263 = "test.op"() ({
%r9264 = "test.op"() ({
%r9265 = "test.op"() ({
%r9266 = "test.op"() ({
%r9267 = "test.op"() ({
%r9268 = "test.op"() ({
%r9269 = "test.op"() ({
%r9270 = "test.op"() ({
%r9271 = "test.op"() ({
%r9272 = "test.op"() ({
%r9273 = "test.op"() ({
%r9274 = "test.op"() ({
%r9275 = "test.op"() ({
%r9276 = "test.op"() ({
%r9277 = "test.op"() ({
%r9278 = "test.op"() ({
%r9279 = "test.op"() ({
%r9280 = "test.op"() ({
%r9281 = "test.op"() ({
%r9282 = "test.op"() ({
%r9283 = "test.op"() ({
%r9284 = "test.op"() ({
%r9285 = "test.op"() ({
%r9286 = "test.op"() ({
%r9287 = "test.op"() ({
%r9288 = "test.op"() ({
%r9289 = "test.op"() ({
%r9290 = "test.op"() ({
%r9291 = "test.op"() ({
%r9292 = "test.op"() ({
%r9293 = "test.op"() ({
%r9294 = "test.op"() ({
%r9295 = "test.op"() ({
%r9296 = "test.op"() ({
%r9297 = "test.op"() ({
%r9298 = "test.op"() ({
%r9299 = "test.op"() ({
%r9300 = "test.op"() ({
%r9301 = "test.op"() ({
%r9302 = "test.op"() ({
%r9303 = "test.op"() ({
%r9304 = "test.op"() ({
%r9305 = "test.op"() ({
%r9306 = "test.op"() ({
%r9307 = "test.op"() ({
%r9308 = "test.op"() ({
%r9309 = "test.op"() ({
%r9310 = "test.op"() ({
%r9311 = "test.op"() ({
%r9312 = "test.op"() ({
%r9313 = "test.op"() ({
%r9314 = "test.op"() ({
%r9315 = "test.op"() ({
%r9316 = "test.op"() ({
%r9317 = "test.op"() ({
%r9318 = "test.op"() ({
%r9319 = "test.op"() ({
%r9320 = "test.op"() ({
%r9321 = "test.op"() ({
%r9322 = "test.op"() ({
%r9323 = "test.op"() ({
%r9324 = "test.op"() ({
%r9325 = "test.op"() ({
%r9326 = "test.op"() ({
%r9327 = "test.op"() ({
%r9328 = "test.op"() ({
%r9329 = "test.op"() ({
%r9330 = "test.op"() ({
%r9331 = "test.op"() ({
%r9332 = "test.op"() ({
%r9333 = "test.op"() ({
%r9334 = "test.op"() ({
%r9335 = "test.op"() ({
%r9336 = "test.op"() ({
%r9337 = "test.op"() ({
%r9338 = "test.op"() ({
%r9339 = "test.op"() ({
%r9340 = "test.op"() ({
%r9341 = "test.op"() ({
%r9342 = "test.op"() ({
%r9343 = "test.op"() ({
%r9344 = "test.op"() ({
%r9345 = "test.op"() ({
%r9346 = "test.op"() ({
%r9347 = "test.op"() ({
%r9348 = "test.op"() ({
%r9349 = "test.op"() ({
%r9350 = "test.op"() ({
%r9351 = "test.op"() ({
%r9352 = "test.op"() ({
%r9353 = "test.op"() ({
%r9354 = "test.op"() ({
%r9355 = "test.op"() ({
%r9356 = "test.op"() ({
%r9357 = "test.op"() ({
%r9358 = "test.op"() ({
%r9359 = "test.op"() ({
%r9360 = "test.op"() ({
%r9361 = "test.op"() ({
%r9362 = "test.op"() ({
%r9363 = "test.op"() ({
%r9364 = "test.op"() ({
%r9365 = "test.op"() ({
%r9366 = "test.op"() ({
%r9367 = "test.op"() ({
%r9368 = "test.op"() ({
%r9369 = "test.op"() ({
%r9370 = "test.op"() ({
%r9371 = "test.op"() ({
%r9372 = "test.op"() ({
%r9373 = "test.op"() ({
%r9374 = "test.op"() ({
%r9375 = "test.op"() ({
%r9376 = "test.op"() ({
%r9377 = "test.op"() ({
%r9378 = "test.op"() ({
%r9379 = "test.op"() ({
%r9380 = "test.op"() ({
%r9381 = "test.op"() ({
%r9382 = "test.op"() ({
%r9383 = "test.op"() ({
%r9384 = "test.op"() ({
%r9385 = "test.op"() ({
%r9386 = "test.op"() ({
%r9387 = "test.op"() ({
%r9388 = "test.op"() ({
%r9389 = "test.op"() ({
%r9390 = "test.op"() ({
%r9391 = "test.op"() ({
%r9392 = "test.op"() ({
%r9393 = "test.op"() ({
%r9394 = "test.op"() ({
%r9395 = "test.op"() ({
%r9396 = "test.op"() ({
%r9397 = "test.op"() ({
%r9398 = "test.op"() ({
%r9399 = "test.op"() ({
%r9400 = "test.op"() ({
%r9401 = "test.op"() ({
%r9402 = "test.op"() ({
%r9403 = "test.op"() ({
%r9404 = "test.op"() ({
%r9405 = "test.op"() ({
%r9406 = "test.op"() ({
%r9407 = "test.op"() ({
%r9408 = "test.op"() ({
%r9409 = "test.op"() ({
%r9410 = "test.op"() ({
%r9411 = "test.op"() ({
%r9412 = "test.op"() ({
%r9413 = "test.op"() ({
%r9414 = "test.op"() ({
%r9415 = "test.op"() ({
%r9416 = "test.op"() ({
%r9417 = "test.op"() ({
%r9418 = "test.op"() ({
%r9419 = "test.op"() ({
%r9420 = "test.op"() ({
%r9421 = "test.op"() ({
%r9422 = "test.op"() ({
%r9423 = "test.op"() ({
%r9424 = "test.op"() ({
%r9425 = "test.op"() ({
%r9426 = "test.op"() ({
%r9427 = "test.op"() ({
%r9428 = "test.op"() ({
%r9429 = "test.op"() ({
%r9430 = "test.op"() ({
%r9431 = "test.op"() ({
%r9432 = "test.op"() ({
%r9433 = "test.op"() ({
%r9434 = "test.op"() ({
%r9435 = "test.op"() ({
%r9436 = "test.op"() ({
%r9437 = "test.op"() ({
%r9438 = "test.op"() ({
%r9439 = "test.op"() ({
%r9440 = "test.op"() ({
%r9441 = "test.op"() ({
%r9442 = "test.op"() ({
%r9443 = "test.op"() ({
%r9444 = "test.op"() ({
%r9445 = "test.op"() ({
%r9446 = "test.op"() ({
%r9447 = "test.op"() ({
%r9448 = "test.op"() ({
%r9449 = "test.op"() ({
%r9450 = "test.op"() ({
%r9451 = "test.op"() ({
%r9452 = "test.op"() ({
%r9453 = "test.op"() ({
%r9454 = "test.op"() ({
%r9455 = "test.op"() ({
%r9456 = "test.op"() ({
%r9457 = "test.op"() ({
%r9458 = "test.op"() ({
%r9459 = "test.op"() ({
%r9460 = "test.op"() ({
%r9461 = "test.op"() ({
%r9462 = "test.op"() ({
%r9463 = "test.op"() ({
%r9464 = "test.op"() ({
%r9465 = "test.op"() ({
%r9466 = "test.op"() ({
%r9467 = "test.op"() ({
%r9468 = "test.op"() ({
%r9469 = "test.op"() ({
%r9470 = "test.op"() ({
%r9471 = "test.op"() ({
%r9472 = "test.op"() ({
%r9473 = "test.op"() ({
%r9474 = "test.op"() ({
%r9475 = "test.op"() ({
%r9476 = "test.op"() ({
%r9477 = "test.op"() ({
%r9478 = "test.op"() ({
%r9479 = "test.op"() ({
%r9480 = "test.op"() ({
%r9481 = "test.op"() ({
%r9482 = "test.op"() ({
%r9483 = "test.op"() ({
%r9484 = "test.op"() ({
%r9485 = "test.op"() ({
%r9486 = "test.op"() ({
%r9487 = "test.op"() ({
%r9488 = "test.op"() ({
%r9489 = "test.op"() ({
%r9490 = "test.op"() ({
%r9491 = "test.op"() ({
%r9492 = "test.op"() ({
%r9493 = "test.op"() ({
%r9494 = "test.op"() ({
%r9495 = "test.op"() ({
%r9496 = "test.op"() ({
%r9497 = "test.op"() ({
%r9498 = "test.op"() ({
%r9499 = "test.op"() ({
%r9500 = "test.op"() ({
%r9501 = "test.op"() ({
%r9502 = "test.op"() ({
%r9503 = "test.op"() ({
%r9504 = "test.op"() ({
%r9505 = "test.op"() ({
%r9506 = "test.op"() ({
%r9507 = "test.op"() ({
%r9508 = "test.op"() ({
%r9509 = "test.op"() ({
%r9510 = "test.op"() ({
%r9511 = "test.op"() ({
%r9512 = "test.op"() ({
%r9513 = "test.op"() ({
%r9514 = "test.op"() ({
%r9515 = "test.op"() ({
%r9516 = "test.op"() ({
%r9517 = "test.op"() ({
%r9518 = "test.op"() ({
%r9519 = "test.op"() ({
%r9520 = "test.op"() ({
%r9521 = "test.op"() ({
%r9522 = "test.op"() ({
%r9523 = "test.op"() ({
%r9524 = "test.op"() ({
%r9525 = "test.op"() ({
%r9526 = "test.op"() ({
%r9527 = "test.op"() ({
%r9528 = "test.op"() ({
%r9529 = "test.op"() ({
%r9530 = "test.op"() ({
%r9531 = "test.op"() ({
%r9532 = "test.op"() ({
%r9533 = "test.op"() ({
%r9534 = "test.op"() ({
%r9535 = "test.op"() ({
%r9536 = "test.op"() ({
%r9537 = "test.op"() ({
%r9538 = "test.op"() ({
%r9539 = "test.op"() ({
%r9540 = "test.op"() ({
%r9541 = "test.op"() ({
%r9542 = "test.op"() ({
%r9543 = "test.op"() ({
%r9544 = "test.op"() ({
%r9545 = "test.op"() ({
%r9546 = "test.op"() ({
%r9547 = "test.op"() ({
%r9548 = "test.op"() ({
%r9549 = "test.op"() ({
%r9550 = "test.op"() ({
%r9551 = "test.op"() ({
%r9552 = "test.op"() ({
%r9553 = "test.op"() ({
%r9554 = "test.op"() ({
%r9555 = "test.op"() ({
%r9556 = "test.op"() ({
%r9557 = "test.op"() ({
%r9558 = "test.op"() ({
%r9559 = "test.op"() ({
%r9560 = "test.op"() ({
%r9561 = "test.op"() ({
%r9562 = "test.op"() ({
%r9563 = "test.op"() ({
%r9564 = "test.op"() ({
%r9565 = "test.op"() ({
%r9566 = "test.op"() ({
%r9567 = "test.op"() ({
%r9568 = "test.op"() ({
%r9569 = "test.op"() ({
%r9570 = "test.op"() ({
%r9571 = "test.op"() ({
%r9572 = "test.op"() ({
%r9573 = "test.op"() ({
%r9574 = "test.op"() ({
%r9575 = "test.op"() ({
%r9576 = "test.op"() ({
%r9577 = "test.op"() ({
%r9578 = "test.op"() ({
%r9579 = "test.op"() ({
%r9580 = "test.op"() ({
%r9581 = "test.op"() ({
%r9582 = "test.op"() ({
%r9583 = "test.op"() ({
%r9584 = "test.op"() ({
%r9585 = "test.op"() ({
%r9586 = "test.op"() ({
%r9587 = "test.op"() ({
%r9588 = "test.op"() ({
%r9589 = "test.op"() ({
%r9590 = "test.op"() ({
%r9591 = "test.op"() ({
%r9592 = "test.op"() ({
%r9593 = "test.op"() ({
%r9594 = "test.op"() ({
%r9595 = "test.op"() ({
%r9596 = "test.op"() ({
%r9597 = "test.op"() ({
%r9598 = "test.op"() ({
%r9599 = "test.op"() ({
%r9600 = "test.op"() ({
%r9601 = "test.op"() ({
%r9602 = "test.op"() ({
%r9603 = "test.op"() ({
%r9604 = "test.op"() ({
%r9605 = "test.op"() ({
%r9606 = "test.op"() ({
%r9607 = "test.op"() ({
%r9608 = "test.op"() ({
%r9609 = "test.op"() ({
%r9610 = "test.op"() ({
%r9611 = "test.op"() ({
%r9612 = "test.op"() ({
%r9613 = "test.op"() ({
%r9614 = "test.op"() ({
%r9615 = "test.op"() ({
%r9616 = "test.op"() ({
%r9617 = "test.op"() ({
%r9618 = "test.op"() ({
%r9619 = "test.op"() ({
%r9620 = "test.op"() ({
%r9621 = "test.op"() ({
%r9622 = "test.op"() ({
%r9623 = "test.op"() ({
%r9624 = "test.op"() ({
%r9625 = "test.op"() ({
%r9626 = "test.op"() ({
%r9627 = "test.op"() ({
%r9628 = "test.op"() ({
%r9629 = "test.op"() ({
%r9630 = "test.op"() ({
%r9631 = "test.op"() ({
%r9632 = "test.op"() ({
%r9633 = "test.op"() ({
%r9634 = "test.op"() ({
%r9635 = "test.op"() ({
%r9636 = "test.op"() ({
%r9637 = "test.op"() ({
%r9638 = "test.op"() ({
%r9639 = "test.op"() ({
%r9640 = "test.op"() ({
%r9641 = "test.op"() ({
%r9642 = "test.op"() ({
%r9643 = "test.op"() ({
%r9644 = "test.op"() ({
%r9645 = "test.op"() ({
%r9646 = "test.op"() ({
%r9647 = "test.op"() ({
%r9648 = "test.op"() ({
%r9649 = "test.op"() ({
%r9650 = "test.op"() ({
%r9651 = "test.op"() ({
%r9652 = "test.op"() ({
%r9653 = "test.op"() ({
%r9654 = "test.op"() ({
%r9655 = "test.op"() ({
%r9656 = "test.op"() ({
%r9657 = "test.op"() ({
%r9658 = "test.op"() ({
%r9659 = "test.op"() ({
%r9660 = "test.op"() ({
%r9661 = "test.op"() ({
%r9662 = "test.op"() ({
%r9663 = "test.op"() ({
%r9664 = "test.op"() ({
%r9665 = "test.op"() ({
%r9666 = "test.op"() ({
%r9667 = "test.op"() ({
%r9668 = "test.op"() ({
%r9669 = "test.op"() ({
%r9670 = "test.op"() ({
%r9671 = "test.op"() ({
%r9672 = "test.op"() ({
%r9673 = "test.op"() ({
%r9674 = "test.op"() ({
%r9675 = "test.op"() ({
%r9676 = "test.op"() ({
%r9677 = "test.op"() ({
%r9678 = "test.op"() ({
%r9679 = "test.op"() ({
%r9680 = "test.op"() ({
%r9681 = "test.op"() ({
%r9682 = "test.op"() ({
%r9683 = "test.op"() ({
%r9684 = "test.op"() ({
%r9685 = "test.op"() ({
%r9686 = "test.op"() ({
%r9687 = "test.op"() ({
%r9688 = "test.op"() ({
%r9689 = "test.op"() ({
%r9690 = "test.op"() ({
%r9691 = "test.op"() ({
%r9692 = "test.op"() ({
%r9693 = "test.op"() ({
%r9694 = "test.op"() ({
%r9695 = "test.op"() ({
%r9696 = "test.op"() ({
%r9697 = "test.op"() ({
%r9698 = "test.op"() ({
%r9699 = "test.op"() ({
%r9700 = "test.op"() ({
%r9701 = "test.op"() ({
%r9702 = "test.op"() ({
%r9703 = "test.op"() ({
%r9704 = "test.op"() ({
%r9705 = "test.op"() ({
%r9706 = "test.op"() ({
%r9707 = "test.op"() ({
%r9708 = "test.op"() ({
%r9709 = "test.op"() ({
%r9710 = "test.op"() ({
%r9711 = "test.op"() ({
%r9712 = "test.op"() ({
%r9713 = "test.op"() ({
%r9714 = "test.op"() ({
%r9715 = "test.op"() ({
%r9716 = "test.op"() ({
%r9717 = "test.op"() ({
%r9718 = "test.op"() ({
%r9719 = "test.op"() ({
%r9720 = "test.op"() ({
%r9721 = "test.op"() ({
%r9722 = "test.op"() ({
%r9723 = "test.op"() ({
%r9724 = "test.op"() ({
%r9725 = "test.op"() ({
%r9726 = "test.op"() ({
%r9727 = "test.op"() ({
%r9728 = "test.op"() ({
%r9729 = "test.op"() ({
%r9730 = "test.op"() ({
%r9731 = "test.op"() ({
%r9732 = "test.op"() ({
%r9733 = "test.op"() ({
%r9734 = "test.op"() ({
%r9735 = "test.op"() ({
%r9736 = "test.op"() ({
%r9737 = "test.op"() ({
%r9738 = "test.op"() ({
%r9739 = "test.op"() ({
%r9740 = "test.op"() ({
%r9741 = "test.op"() ({
%r9742 = "test.op"() ({
%r9743 = "test.op"() ({
%r9744 = "test.op"() ({
%r9745 = "test.op"() ({
%r9746 = "test.op"() ({
%r9747 = "test.op"() ({
%r9748 = "test.op"() ({
%r9749 = "test.op"() ({
%r9750 = "test.op"() ({
%r9751 = "test.op"() ({
%r9752 = "test.op"() ({
%r9753 = "test.op"() ({
%r9754 = "test.op"() ({
%r9755 = "test.op"() ({
%r9756 = "test.op"() ({
%r9757 = "test.op"() ({
%r9758 = "test.op"() ({
%r9759 = "test.op"() ({
%r9760 = "test.op"() ({
%r9761 = "test.op"() ({
%r9762 = "test.op"() ({
%r9763 = "test.op"() ({
%r9764 = "test.op"() ({
%r9765 = "test.op"() ({
%r9766 = "test.op"() ({
%r9767 = "test.op"() ({
%r9768 = "test.op"() ({
%r9769 = "test.op"() ({
%r9770 = "test.op"() ({
%r9771 = "test.op"() ({
%r9772 = "test.op"() ({
%r9773 = "test.op"() ({
%r9774 = "test.op"() ({
%r9775 = "test.op"() ({
%r9776 = "test.op"() ({
%r9777 = "test.op"() ({
%r9778 = "test.op"() ({
%r9779 = "test.op"() ({
%r9780 = "test.op"() ({
%r9781 = "test.op"() ({
%r9782 = "test.op"() ({
%r9783 = "test.op"() ({
%r9784 = "test.op"() ({
%r9785 = "test.op"() ({
%r9786 = "test.op"() ({
%r9787 = "test.op"() ({
%r9788 = "test.op"() ({
%r9789 = "test.op"() ({
%r9790 = "test.op"() ({
%r9791 = "test.op"() ({
%r9792 = "test.op"() ({
%r9793 = "test.op"() ({
%r9794 = "test.op"() ({
%r9795 = "test.op"() ({
%r9796 = "test.op"() ({
%r9797 = "test.op"() ({
%r9798 = "test.op"() ({
%r9799 = "test.op"() ({
%r9800 = "test.op"() ({
%r9801 = "test.op"() ({
%r9802 = "test.op"() ({
%r9803 = "test.op"() ({
%r9804 = "test.op"() ({
%r9805 = "test.op"() ({
%r9806 = "test.op"() ({
%r9807 = "test.op"() ({
%r9808 = "test.op"() ({
%r9809 = "test.op"() ({
%r9810 = "test.op"() ({
%r9811 = "test.op"() ({
%r9812 = "test.op"() ({
%r9813 = "test.op"() ({
%r9814 = "test.op"() ({
%r9815 = "test.op"() ({
%r9816 = "test.op"() ({
%r9817 = "test.op"() ({
%r9818 = "test.op"() ({
%r9819 = "test.op"() ({
%r9820 = "test.op"() ({
%r9821 = "test.op"() ({
%r9822 = "test.op"() ({
%r9823 = "test.op"() ({
%r9824 = "test.op"() ({
%r9825 = "test.op"() ({
%r9826 = "test.op"() ({
%r9827 = "test.op"() ({
%r9828 = "test.op"() ({
%r9829 = "test.op"() ({
%r9830 = "test.op"() ({
%r9831 = "test.op"() ({
%r9832 = "test.op"() ({
%r9833 = "test.op"() ({
%r9834 = "test.op"() ({
%r9835 = "test.op"() ({
%r9836 = "test.op"() ({
%r9837 = "test.op"() ({
%r9838 = "test.op"() ({
%r9839 = "test.op"() ({
%r9840 = "test.op"() ({
%r9841 = "test.op"() ({
%r9842 = "test.op"() ({
%r9843 = "test.op"() ({
%r9844 = "test.op"() ({
%r9845 = "test.op"() ({
%r9846 = "test.op"() ({
%r9847 = "test.op"() ({
%r9848 = "test.op"() ({
%r9849 = "test.op"() ({
%r9850 = "test.op"() ({
%r9851 = "test.op"() ({
%r9852 = "test.op"() ({
%r9853 = "test.op"() ({
%r9854 = "test.op"() ({
%r9855 = "test.op"() ({
%r9856 = "test.op"() ({
%r9857 = "test.op"() ({
%r9858 = "test.op"() ({
%r9859 = "test.op"() ({
%r9860 = "test.op"() ({
%r9861 = "test.op"() ({
%r9862 = "test.op"() ({
%r9863 = "test.op"() ({
%r9864 = "test.op"() ({
%r9865 = "test.op"() ({
%r9866 = "test.op"() ({
%r9867 = "test.op"() ({
%r9868 = "test.op"() ({
%r9869 = "test.op"() ({
%r9870 = "test.op"() ({
%r9871 = "test.op"() ({
%r9872 = "test.op"() ({
%r9873 = "test.op"() ({
%r9874 = "test.op"() ({
%r9875 = "test.op"() ({
%r9876 = "test.op"() ({
%r9877 = "test.op"() ({
%r9878 = "test.op"() ({
%r9879 = "test.op"() ({
%r9880 = "test.op"() ({
%r9881 = "test.op"() ({
%r9882 = "test.op"() ({
%r9883 = "test.op"() ({
%r9884 = "test.op"() ({
%r9885 = "test.op"() ({
%r9886 = "test.op"() ({
%r9887 = "test.op"() ({
%r9888 = "test.op"() ({
%r9889 = "test.op"() ({
%r9890 = "test.op"() ({
%r9891 = "test.op"() ({
%r9892 = "test.op"() ({
%r9893 = "test.op"() ({
%r9894 = "test.op"() ({
%r9895 = "test.op"() ({
%r9896 = "test.op"() ({
%r9897 = "test.op"() ({
%r9898 = "test.op"() ({
%r9899 = "test.op"() ({
%r9900 = "test.op"() ({
%r9901 = "test.op"() ({
%r9902 = "test.op"() ({
%r9903 = "test.op"() ({
%r9904 = "test.op"() ({
%r9905 = "test.op"() ({
%r9906 = "test.op"() ({
%r9907 = "test.op"() ({
%r9908 = "test.op"() ({
%r9909 = "test.op"() ({
%r9910 = "test.op"() ({
%r9911 = "test.op"() ({
%r9912 = "test.op"() ({
%r9913 = "test.op"() ({
%r9914 = "test.op"() ({
%r9915 = "test.op"() ({
%r9916 = "test.op"() ({
%r9917 = "test.op"() ({
%r9918 = "test.op"() ({
%r9919 = "test.op"() ({
%r9920 = "test.op"() ({
%r9921 = "test.op"() ({
%r9922 = "test.op"() ({
%r9923 = "test.op"() ({
%r9924 = "test.op"() ({
%r9925 = "test.op"() ({
%r9926 = "test.op"() ({
%r9927 = "test.op"() ({
%r9928 = "test.op"() ({
%r9929 = "test.op"() ({
%r9930 = "test.op"() ({
%r9931 = "test.op"() ({
%r9932 = "test.op"() ({
%r9933 = "test.op"() ({
%r9934 = "test.op"() ({
%r9935 = "test.op"() ({
%r9936 = "test.op"() ({
%r9937 = "test.op"() ({
%r9938 = "test.op"() ({
%r9939 = "test.op"() ({
%r9940 = "test.op"() ({
%r9941 = "test.op"() ({
%r9942 = "test.op"() ({
%r9943 = "test.op"() ({
%r9944 = "test.op"() ({
%r9945 = "test.op"() ({
%r9946 = "test.op"() ({
%r9947 = "test.op"() ({
%r9948 = "test.op"() ({
%r9949 = "test.op"() ({
%r9950 = "test.op"() ({
%r9951 = "test.op"() ({
%r9952 = "test.op"() ({
%r9953 = "test.op"() ({
%r9954 = "test.op"() ({
%r9955 = "test.op"() ({
%r9956 = "test.op"() ({
%r9957 = "test.op"() ({
%r9958 = "test.op"() ({
%r9959 = "test.op"() ({
%r9960 = "test.op"() ({
%r9961 = "test.op"() ({
%r9962 = "test.op"() ({
%r9963 = "test.op"() ({
%r9964 = "test.op"() ({
%r9965 = "test.op"() ({
%r9966 = "test.op"() ({
%r9967 = "test.op"() ({
%r9968 = "test.op"() ({
%r9969 = "test.op"() ({
%r9970 = "test.op"() ({
%r9971 = "test.op"() ({
%r9972 = "test.op"() ({
%r9973 = "test.op"() ({
%r9974 = "test.op"() ({
%r9975 = "test.op"() ({
%r9976 = "test.op"() ({
%r9977 = "test.op"() ({
%r9978 = "test.op"() ({
%r9979 = "test.op"() ({
%r9980 = "test.op"() ({
%r9981 = "test.op"() ({
%r9982 = "test.op"() ({
%r9983 = "test.op"() ({
%r9984 = "test.op"() ({
%r9985 = "test.op"() ({
%r9986 = "test.op"() ({
%r9987 = "test.op"() ({
%r9988 = "test.op"() ({
%r9989 = "test.op"() ({
%r9990 = "test.op"() ({
%r9991 = "test.op"() ({
%r9992 = "test.op"() ({
%r9993 = "test.op"() ({
%r9994 = "test.op"() ({
%r9995 = "test.op"() ({
%r9996 = "test.op"() ({
%r9997 = "test.op"() ({
%r9998 = "test.op"() ({
%r9999 = "test.op"() ({
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}

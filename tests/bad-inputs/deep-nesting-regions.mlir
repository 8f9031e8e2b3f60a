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
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
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

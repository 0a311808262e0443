"""Rule pack: *Trade and Triumph* scoring (004_94530a861ff71851.txt).

Pure frozen types and functions returning new values, for a scoreboard that
folds journal events through them: :mod:`.board` (the rules' numbers, a
trader's state), :mod:`.economy` (selling resources and cards, the specialty
draw, upgrades, the hand limit), :mod:`.endgame` (the end trigger at 20 VP and
the winner with the tie-breaks).
"""

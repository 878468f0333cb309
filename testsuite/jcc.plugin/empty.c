int jcc_test_variable;
